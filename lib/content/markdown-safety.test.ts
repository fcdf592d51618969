import { describe, expect, it } from 'vitest';
import { HOSTILE_BODIES, SAFE_BODIES } from '@/tests/fixtures/hostile-markdown';
import { isSafeHref, unsafeMarkdown } from './markdown-safety';

describe('unsafeMarkdown', () => {
  it.each(HOSTILE_BODIES)('refuses %s, naming its line', (_name, body, line) => {
    const found = unsafeMarkdown(body);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.line).toBe(line);
  });

  it('says what is wrong in words', () => {
    expect(unsafeMarkdown('<script>alert(1)</script>')[0]!.message).toMatch(
      /^has raw HTML "<script>alert\(1\)<\/script>": HTML in content could run script/,
    );
    expect(unsafeMarkdown('[a](javascript:alert(1))')[0]!.message).toMatch(
      /^links to "javascript:alert\(1\)", which could run script: a link may go only to http\(s\)/,
    );
  });

  it('counts lines over Windows line ends', () => {
    expect(unsafeMarkdown('One.\r\n\r\nTwo.\r\n\r\n<script>x</script>')[0]!.line).toBe(5);
  });

  it.each(SAFE_BODIES)('accepts plain Markdown: %s', (body) => {
    expect(unsafeMarkdown(body)).toEqual([]);
  });

  it('accepts a "<" before a letter that opens no tag', () => {
    expect(unsafeMarkdown('a<b and x <y')).toEqual([]);
  });

  it('keeps HTML shown in code as text', () => {
    expect(unsafeMarkdown('Write `<script>` in code, or:\n\n```\n<div>x</div>\n```')).toEqual([]);
  });
});

describe('isSafeHref', () => {
  it.each([
    '/a/',
    '#top',
    '?q=1',
    'page',
    '../x',
    'https://a.b',
    'HTTP://A.B',
    'mailto:a@b.c',
    'tel:+1',
  ])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:x',
    'java\nscript:x',
    '\u0000javascript:x',
    'data:text/html,x',
    'vbscript:x',
    '&#106;avascript:x',
    'javascript&colon;x',
    'file:///etc/passwd',
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));
});
