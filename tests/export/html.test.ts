// W3C Nu checker rules for out/: a <style> in the body (even in <noscript>) selects only its parent
// and what follows, so every style belongs in the head; and test ids never ship.
import { describe, expect, it } from 'vitest';
import { exportedPages } from './export-files';

const pages = exportedPages();

describe('exported HTML', () => {
  it('has no <style> element inside <body> on any page', () => {
    const found = pages
      .filter((page) => page.document.body.querySelector('style'))
      .map((page) => page.route);
    expect(found).toEqual([]);
  });

  it('keeps the no-script style in the head, inside <noscript>', () => {
    const missing = pages
      .filter((page) => {
        // Its text, whether the parser read the content as elements (no scripting) or as text.
        const noscripts = [...page.document.head.querySelectorAll('noscript')];
        return !noscripts.some((element) => element.textContent?.includes('[data-needs-js]'));
      })
      .map((page) => page.route);
    expect(missing).toEqual([]);
  });

  it('has no data-testid attribute on any page', () => {
    const found = pages
      .filter((page) => /\sdata-testid[=\s>]/i.test(page.html))
      .map((page) => page.route);
    expect(found).toEqual([]);
  });
});
