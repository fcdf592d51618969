import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screen';

const page = (
  main: string,
  after = '<footer id="site-footer" class="bg-ink"><a class="footer-link">x</a></footer>',
) =>
  `<!DOCTYPE html><html><head></head><body><header class="h-16"><a class="nav-link">n</a></header>` +
  `<main id="main">${main}</main>${after}<a class="fixed wa">w</a></body></html>`;

const HERO = '<section id="page-hero" class="pt-28"><h1 class="text-4xl">h</h1></section>';

describe('firstScreenOf', () => {
  it('keeps the header, the hero, the section below it and the fixed buttons whole, and empties the rest to their own tags', () => {
    const html = page(
      `${HERO}<section id="a" class="py-16"><p class="kept">a</p></section>` +
        '<section id="b" class="py-16 bg-surface"><p class="gone">b</p></section>' +
        '<section id="c" class="py-16"><footer class="quote-footer">c</footer></section>',
    );
    expect(firstScreenOf(html)).toBe(
      page(
        `${HERO}<section id="a" class="py-16"><p class="kept">a</p></section>` +
          '<section id="b" class="py-16 bg-surface"></section><section id="c" class="py-16"></section>',
        '<footer id="site-footer" class="bg-ink"></footer>',
      ),
    );
  });

  it('leaves a page without a hero as it is', () => {
    const html = page('<section id="a"><p class="kept">a</p></section><section><p>b</p></section>');
    expect(firstScreenOf(html)).toBe(html);
  });

  it('reads markup inside attributes and comments as text, not as sections', () => {
    const html = page(
      `${HERO}<section data-x="<section>"><!-- </section><section> --><p>a</p></section>` +
        '<section title="</section>"><p class="gone">b</p></section>',
    );
    const cut = firstScreenOf(html);
    expect(cut).toContain('<!-- </section><section> --><p>a</p>');
    expect(cut).toContain('<section title="</section>"></section>');
    expect(cut).not.toContain('gone');
  });
});
