import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstScript } from '@/components/layout/first-script';
import { inlineScriptHashes, withPolicyMeta } from './page-csp';
import { AFTER_PAINT_LOADER } from './paint-first';

const FIRST_SCRIPT = firstScript({ countVisits: true });
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');

const RSC_START = '(self.__next_f=self.__next_f||[]).push([0])';
const RSC_CHUNK = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const LOADER = `<script data-after-paint='["/_next/static/chunks/a.js"]'>${AFTER_PAINT_LOADER}</script>`;

const pageWith = (scripts: string) => `<html><head>${scripts}</head><body></body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes the executable inline scripts Next and the build write, each once, sorted', () => {
    const html = pageWith(
      [
        `<script>${FIRST_SCRIPT}</script>`,
        `<script>${RSC_START}</script>`,
        `<script>${RSC_CHUNK}</script>`,
        `<script id="_R_">${TURBOPACK}</script>`,
        LOADER,
        `<script>${RSC_START}</script>`,
        '<script src="/x.js"></script>',
        '<script type="application/ld+json">{"@type":"Thing"}</script>',
      ].join(''),
    );
    expect(inlineScriptHashes(html)).toEqual(
      [FIRST_SCRIPT, RSC_START, RSC_CHUNK, TURBOPACK, AFTER_PAINT_LOADER].map(sha256).sort(),
    );
  });

  it('leaves out data blocks, which the browser does not run, whatever they hold', () => {
    const html = pageWith('<script type="application/ld+json">alert(1)</script>');
    expect(inlineScriptHashes(html, 'out/x/index.html')).toEqual([]);
  });

  it.each([
    ['a script from content', '<script>alert(1)</script>'],
    ['mixed-case tag, module type', '<ScRiPt type="MODULE">alert(1)</ScRiPt>'],
    ['the first script with more after it', `<script>${FIRST_SCRIPT}alert(1)</script>`],
    [
      'the first script without counting, with more after it',
      `<script>${firstScript({ countVisits: false })}alert(1)</script>`,
    ],
    ['the loader without its attribute', `<script>${AFTER_PAINT_LOADER}</script>`],
    ['an RSC push that calls something', 'self.__next_f.push([1,"a"]);alert(1)//)'],
    ['an RSC push of an expression', 'self.__next_f.push([1,alert(1)])'],
    ['a Turbopack push of an expression', TURBOPACK.replace('{"otherChunks"', 'alert(1)||{"x"')],
  ])('refuses an inline script it does not know, naming the page: %s', (_name, script) => {
    const html = pageWith(script.startsWith('<') ? script : `<script>${script}</script>`);
    expect(() => inlineScriptHashes(html, 'out/blog/hello/index.html')).toThrow(
      /page-csp: out\/blog\/hello\/index\.html has an inline script the build did not write/,
    );
  });
});

describe('withPolicyMeta', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/><script>a()</script></head><body></body></html>';

  it('puts the policy right after the charset declaration, before everything else', () => {
    const html = withPolicyMeta(page, "default-src 'self'");
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><meta name="viewport"`,
    );
  });

  it('puts it first in a head without a charset declaration', () => {
    expect(withPolicyMeta('<html><head><title>t</title></head></html>', 'x')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"><title>t</title></head></html>',
    );
  });

  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, 'first'), 'second');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="second"');
  });

  it('escapes the attribute value', () => {
    expect(withPolicyMeta(page, 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
  });

  it('refuses a page without a head', () => {
    expect(() => withPolicyMeta('<p>no head</p>', 'x')).toThrow(/no <head>/);
  });
});
