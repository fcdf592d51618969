import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  criticalCssInliner,
  inlineStyleTexts,
  isInteractionOnly,
  unwrapped,
  withoutTransitions,
} from './critical-css';
import { LATER_SECTIONS_RULE } from './paint-first';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SHEET = '/_next/static/chunks/site.css';
const CSS = [
  '.used{color:red}',
  '.unused{color:blue}',
  '.used:hover{color:green}',
  '.used:first-child{color:teal}',
  '.used:focus-within,.used:active{color:olive}',
  '@media (hover:hover){.group:hover .used{color:navy}}',
  ':where(.space-y-2>:not(:last-child)){margin-bottom:8px}',
  ':where(.space-y-9>:not(:last-child)){margin-bottom:36px}',
  ':focus-visible{outline:2px solid}',
  '@media (min-width:40rem){.wide{display:flex}.narrow{display:none}}',
  '@keyframes spin{to{rotate:1turn}}',
  '.spinner{animation:spin 1s}',
  '.\\[\\&_svg\\]\\:size-7 svg{width:28px}',
  '.\\[\\&_svg\\]\\:size-9 svg{width:36px}',
  '::placeholder{opacity:1}',
  '::-webkit-datetime-edit{padding-block:0}',
].join('');
fs.mkdirSync(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
fs.writeFileSync(path.join(dir, SHEET), CSS);

const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">${head}<noscript><style>[data-needs-js]{display:none!important}</style></noscript></head>` +
  '<body><p class="used wide">a</p><ul class="space-y-2"><li>1</li><li>2</li></ul>' +
  '<span class="[&amp;_svg]:size-7"><svg></svg></span></body></html>';

describe('unwrapped', () => {
  it('reads a whole :where() or :is() selector as what it wraps, and nothing else', () => {
    expect(unwrapped(':where(.a>:not(:last-child))')).toBe('.a>:not(:last-child)');
    expect(unwrapped(':is(.a)')).toBe('.a');
    expect(unwrapped(':where(select:is([multiple])) optgroup')).toBe(
      ':where(select:is([multiple])) optgroup',
    );
    expect(unwrapped(':where(.a) :is(.b)')).toBe(':where(.a) :is(.b)');
  });
});

describe('isInteractionOnly', () => {
  it('reads the states a pointer or keys bring about, not names that only start like one', () => {
    for (const selector of [
      '.a:hover',
      '.a:focus',
      ':focus-visible',
      '.a:focus-within b',
      '.group:active .b',
    ])
      expect(isInteractionOnly(selector)).toBe(true);
    for (const selector of [
      '.a',
      '.a:first-child',
      '::-moz-focus-inner',
      '.a:hovered',
      ':-moz-focusring',
    ])
      expect(isInteractionOnly(selector)).toBe(false);
  });
});

describe('withoutTransitions', () => {
  it('drops every transition declaration, then the rules and at-rules left empty', () => {
    const css =
      '.btn{gap:8px;transition-property:color,background-color;transition-duration:.15s;display:inline-flex}' +
      '.transition-colors{transition-property:color;transition-timing-function:ease}' +
      '@media (prefers-reduced-motion:reduce){.motion-reduce\\:transition-none{transition-property:none}}' +
      '.fade{transition:opacity .2s}.a{content:"transition:none"}';
    expect(withoutTransitions(css)).toBe(
      '.btn{gap:8px;display:inline-flex}.a{content:"transition:none"}',
    );
    expect(withoutTransitions('.a{color:red}')).toBe('.a{color:red}');
    // A statement before an emptied rule stays.
    expect(withoutTransitions('@layer a,b;.t{transition:none}.a{color:red}')).toBe(
      '@layer a,b;.a{color:red}',
    );
  });
});

describe('criticalCssInliner', () => {
  const inline = criticalCssInliner(dir);

  it('inlines the rules the page uses where the link was, and preloads the sheet instead', async () => {
    const source = page(`<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>`);
    const { html, css } = await inline(source);
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('margin-bottom:8px');
    // An interaction's state waits for the whole sheet: no first paint shows one.
    expect(css).not.toContain(':hover');
    expect(css).not.toContain(':focus');
    expect(css).not.toContain(':active');
    expect(css).not.toContain('@media (hover:hover)');
    expect(css).toContain('.used:first-child{color:teal}');
    expect(css).toContain('.wide{display:flex}');
    // A class with a character reference in the page's HTML (React writes & as &amp;).
    expect(css).toContain('width:28px');
    expect(css).not.toContain('width:36px');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('36px');
    expect(css).not.toContain('.narrow');
    expect(css).not.toContain('@keyframes');
    // A form control's parts, on a page without one.
    expect(css).not.toContain('::placeholder');
    expect(css).not.toContain('::-webkit-datetime-edit');
    // The sections below the first screen wait for the stylesheet (paint-first.ts).
    expect(css.endsWith(LATER_SECTIONS_RULE)).toBe(true);
    // Fetched only once the loader applies it, after the first paint.
    expect(html).toBe(
      page(
        `<style>${css}</style><link rel="preload" as="style" media="not all" href="${SHEET}" data-precedence="next">` +
          `<noscript><link rel="stylesheet" href="${SHEET}"></noscript>`,
      ),
    );
  });

  it("keeps a form control's parts on a page with one", async () => {
    const { css } = await inline(
      page(`<link rel="stylesheet" href="${SHEET}"/>`).replace('</body>', '<input></body>'),
    );
    expect(css).toContain('::placeholder{opacity:1}');
    expect(css).toContain('::-webkit-datetime-edit');
  });

  it('leaves a page without a stylesheet, or one already rewritten, as it is', async () => {
    const source = page('');
    expect(await inline(source)).toEqual({ html: source, css: '' });
    const { html } = await inline(page(`<link rel="stylesheet" href="${SHEET}">`));
    expect((await inline(html)).html).toBe(html);
  });
});

describe('inlineStyleTexts', () => {
  it('reads every <style>, those in <noscript> too', () => {
    expect(inlineStyleTexts(page('<style>.a{}</style>'))).toEqual([
      '.a{}',
      '[data-needs-js]{display:none!important}',
    ]);
  });
});
