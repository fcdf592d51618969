import { describe, expect, it } from 'vitest';
import { contentFiles } from './files';
import { EDITOR_BODY_PATTERN, isSafeHref, unsafeMarkdown } from './markdown-safety';
import { splitFrontMatter } from './parse';

/** Bodies that could run script once rendered, each with the line the build names. */
export const HOSTILE_BODIES: [string, string, number][] = [
  ['a script', 'Intro.\n\n<script>alert(1)</script>', 3],
  ['a script in mixed case', '<ScRiPt>alert(1)</ScRiPt>', 1],
  ['an image with onerror, inline', 'Text <img src=x onerror=alert(1)> more', 1],
  ['an iframe', 'One.\n\nTwo.\n\n<iframe src="https://evil.example"></iframe>', 5],
  ['an svg with onload in a list', '- one\n- two <svg onload=alert(1)>', 2],
  ['an HTML comment', 'Text.\n\n<!-- hidden -->', 3],
  ['an inline HTML comment', 'Text <!-- hidden --> more', 1],
  ['HTML in a table cell', '| a | b |\n|---|---|\n| <b onclick=alert(1)>x</b> | y |', 3],
  ['HTML in a quote', '> quoted <img src=x onerror=alert(1)>', 1],
  ['a javascript: link', 'See [this](javascript:alert(1)).', 1],
  ['a link in mixed case', 'See [this](JaVaScRiPt:alert(1)).', 1],
  ['a link with a numeric reference', 'See [this](&#106;avascript:alert(1)).', 1],
  ['a link with a named reference', 'See [this](javascript&colon;alert(1)).', 1],
  ['a link with a hex reference', 'See [this](java&#x73;cript:alert(1)).', 1],
  ['a link with a tab in the scheme', 'See [this](<java\tscript:alert(1)>).', 1],
  ['a link with a control character', 'See [this](<java\u0001script:alert(1)>).', 1],
  ['a link with an escaped colon', 'See [this](javascript\\:alert(1)).', 1],
  ['a vbscript: link in a quote', 'Text.\n\n> see [x](vbscript:msgbox(1))', 3],
  ['a data: image', '![pic](data:image/svg+xml;base64,PHN2Zz4=)', 1],
  ['a data: link in a list', '- [x](data:text/html,<script>alert(1)</script>)', 1],
  ['an autolink', 'Go <javascript:alert(1)>', 1],
  ['a reference-style link', 'See [a][1]\n\n[1]: javascript:alert(1)', 1],
  ['a link in a table cell', '| a |\n|---|\n| [x](javascript:alert(1)) |', 3],
  ['a link in a heading', '## [x](javascript:alert(1))', 1],
];

const SAFE_BODIES = [
  'Plain text where a < b and 3 > 2.',
  'A [page](/blog/), a [section](#faq), a [relative](../about/) and a [query](/a/?x=1&y=2).',
  '[Site](https://example.com/a:b), [mail](mailto:hello@example.com?subject=Hi&body=x), [call](tel:+911234567890).',
  '![Photo](/uploads/team.jpg "The team")',
  '- item\n- **bold** and _italic_\n\n> a quote\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  '## Problem\n\nThe text.\n\n## Solution\n\nMore text.',
];

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

describe("the editor's pattern for a body", () => {
  const passes = (body: string) => new RegExp(EDITOR_BODY_PATTERN[0]).test(body);

  it.each(HOSTILE_BODIES)('refuses what the build refuses: %s', (_name, body) => {
    expect(passes(body)).toBe(false);
  });

  it.each(SAFE_BODIES)('accepts plain Markdown: %s', (body) => {
    expect(passes(body)).toBe(true);
  });

  it('accepts the body of every file under content/ as it is', () => {
    const refused = contentFiles()
      .filter((file) => file.path.endsWith('.md'))
      .filter((file) => !passes(splitFrontMatter(file.source)?.body.trim() ?? ''));
    expect(refused.map((file) => file.path)).toEqual([]);
  });
});
