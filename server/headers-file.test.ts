import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, patternMatches } from './headers-file';

const file = `# Site-wide security headers
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'
  Link: </a.css>; rel=preload
  Link: </b.css>; rel=preload

/blog/*
  X-Section: blog

/blog/:slug/
  X-Section: post

/embed/
  ! X-Frame-Options
  X-Section: embed

https://example.pages.dev/*
  X-Robots-Tag: noindex
`;

function asObject(pathname: string): Record<string, string | null> {
  const rules = parseHeadersFile(file);
  return Object.fromEntries(
    headersForPath(rules, pathname).map(({ name, value }) => [name, value]),
  );
}

describe('parseHeadersFile', () => {
  it('reads blocks, skips comments and blank lines, joins repeated names', () => {
    const rules = parseHeadersFile(file);

    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/blog/*',
      '/blog/:slug/',
      '/embed/',
      'https://example.pages.dev/*',
    ]);
    expect(rules[0]?.headers).toEqual([
      { name: 'X-Frame-Options', value: 'DENY' },
      { name: 'Content-Security-Policy', value: "default-src 'self'" },
      { name: 'Link', value: '</a.css>; rel=preload, </b.css>; rel=preload' },
    ]);
    expect(rules[3]?.headers).toEqual([
      { name: 'X-Frame-Options', value: null },
      { name: 'X-Section', value: 'embed' },
    ]);
  });

  it('keeps a value that contains colons whole', () => {
    const [rule] = parseHeadersFile('/x\n  Link: <https://cdn.example:443/a>; rel=preconnect\n');
    expect(rule?.headers).toEqual([
      { name: 'Link', value: '<https://cdn.example:443/a>; rel=preconnect' },
    ]);
  });

  it('ignores header lines before any path and lines without a colon', () => {
    const rules = parseHeadersFile('  X-Orphan: 1\n/a\n  not a header\n  X-Ok: yes\r\n');
    expect(rules).toEqual([{ pattern: '/a', headers: [{ name: 'X-Ok', value: 'yes' }] }]);
  });

  it('reads an empty file as no rules', () => {
    expect(parseHeadersFile('')).toEqual([]);
  });
});

describe('patternMatches', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/contact/', true],
    ['/contact/', '/contact/', true],
    ['/contact/', '/contact', false],
    ['/contact/', '/contact/more/', false],
    ['/blog/*', '/blog/', true],
    ['/blog/*', '/blog/a/b/', true],
    ['/blog/*', '/blogger/', false],
    ['/blog/:slug/', '/blog/hello/', true],
    ['/blog/:slug/', '/blog/a/b/', false],
    ['/a.b/', '/aXb/', false],
    ['https://example.pages.dev/*', '/', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(patternMatches(pattern, pathname)).toBe(expected);
  });
});

describe('headersForPath', () => {
  it('applies every matching block', () => {
    expect(asObject('/')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'",
      Link: '</a.css>; rel=preload, </b.css>; rel=preload',
    });
  });

  it('lets a more specific block override a broader one, whatever the file order', () => {
    expect(asObject('/blog/')['X-Section']).toBe('blog');
    expect(asObject('/blog/hello/')['X-Section']).toBe('post');
    const reversed = parseHeadersFile('/blog/x/\n  X-Section: exact\n/blog/*\n  X-Section: any\n');
    expect(headersForPath(reversed, '/blog/x/')).toEqual([{ name: 'X-Section', value: 'exact' }]);
  });

  it('returns a detached header as null so the caller removes it', () => {
    expect(asObject('/embed/')).toMatchObject({ 'X-Frame-Options': null, 'X-Section': 'embed' });
  });

  it('treats header names case-insensitively when overriding', () => {
    const rules = parseHeadersFile('/*\n  x-scope: site\n/a/\n  X-Scope: page\n');
    expect(headersForPath(rules, '/a/')).toEqual([{ name: 'X-Scope', value: 'page' }]);
  });

  it('gives nothing for a path no block matches', () => {
    expect(headersForPath(parseHeadersFile('/only/\n  X-A: 1\n'), '/other/')).toEqual([]);
  });
});
