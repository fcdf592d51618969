import { describe, expect, it } from 'vitest';
import { exportedPages, resolveInOut } from './export-files';

const ATTRIBUTES = ['href', 'src'] as const;

describe('links and assets in out/', () => {
  const pages = exportedPages();

  it('every href and src that points at the site resolves to a file in out/', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const attribute of ATTRIBUTES) {
        for (const element of page.document.querySelectorAll(`[${attribute}]`)) {
          const value = element.getAttribute(attribute) ?? '';
          if (!value.startsWith('/') || value.startsWith('//')) continue;
          if (!resolveInOut(value)) broken.push(`${page.route}: ${attribute}="${value}"`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every external link uses https', () => {
    const insecure: string[] = [];
    for (const page of pages) {
      for (const element of page.document.querySelectorAll('[href], [src]')) {
        const value = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
        if (/^http:\/\//i.test(value) && !/^http:\/\/(localhost|127\.0\.0\.1)/.test(value))
          insecure.push(`${page.route}: ${value}`);
      }
    }
    expect(insecure).toEqual([]);
  });

  it('links that open a new tab say rel="noopener noreferrer"', () => {
    const unsafe = pages.flatMap((page) =>
      [...page.document.querySelectorAll('a[target="_blank"]')]
        .filter((link) => !/noopener/.test(link.getAttribute('rel') ?? ''))
        .map((link) => `${page.route}: ${link.getAttribute('href')}`),
    );
    expect(unsafe).toEqual([]);
  });

  it('every image has alt text or is hidden from assistive technology', () => {
    const missing = pages.flatMap((page) =>
      [...page.document.querySelectorAll('img')]
        .filter(
          (image) => !image.hasAttribute('alt') && image.getAttribute('aria-hidden') !== 'true',
        )
        .map((image) => `${page.route}: ${image.getAttribute('src')}`),
    );
    expect(missing).toEqual([]);
  });
});
