// content/redirects.yaml: each refusal the build makes, naming the file and the rule, and the
// rules as Cloudflare, Netlify and nginx read them.
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { contentFiles, type ContentFile } from './files';
import { loadContent } from './load';
import { ContentError } from './problems';
import { nginxRedirects, redirectLines, redirectsFileText } from './redirects';
import type { Redirect } from './schemas/redirects';

const FILE = 'content/redirects.yaml';
const real = contentFiles();

function withRules(rules: unknown[]): ContentFile[] {
  const source = YAML.stringify({ redirects: rules });
  return [...real.filter((file) => file.path !== FILE), { path: FILE, source }];
}

function problems(rules: unknown[]): string[] {
  try {
    loadContent(withRules(rules));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const rule = (from: string, to: string): Redirect => ({ from, to });

describe('content/redirects.yaml', () => {
  it('is in the repository, and its rules load', () => {
    expect(real.some((file) => file.path === FILE)).toBe(true);
    expect(Array.isArray(loadContent(real).redirects)).toBe(true);
  });

  it('accepts a renamed service sent to its new address, and an https:// target', () => {
    const rules = [
      rule('/ai-services/machine-vision/', '/ai-services/computer-vision/'),
      rule('/old-brochure', 'https://example.com/brochure.pdf'),
    ];
    expect(problems(rules)).toEqual([]);
    expect(loadContent(withRules(rules)).redirects).toEqual(rules);
  });

  it('may be absent: no redirects', () => {
    expect(loadContent(real.filter((file) => file.path !== FILE)).redirects).toEqual([]);
  });

  it('refuses a redirect from an address that is still a page', () => {
    expect(problems([rule('/contact', '/hiring/')])).toEqual([
      `${FILE}: redirects[0] (from "/contact" to "/hiring/"): "/contact" is still a page of the site; a redirect would hide it (remove the rule, or the page)`,
    ]);
  });

  it('refuses a chain: a rule to an address another rule redirects', () => {
    expect(problems([rule('/old-a/', '/old-b/'), rule('/old-b/', '/contact/')])).toEqual([
      `${FILE}: redirects[0] (from "/old-a/" to "/old-b/"): a chain: "/old-b/" is redirected again by redirects[1] (from "/old-b/" to "/contact/"); send "/old-a/" to "/contact/" directly`,
    ]);
  });

  it('refuses a loop, of one rule or of several', () => {
    expect(problems([rule('/old/', '/old/')])).toEqual([
      `${FILE}: redirects[0] (from "/old/" to "/old/"): redirects to itself, a loop`,
    ]);
    expect(problems([rule('/a/', '/b/'), rule('/b/', '/a/')])).toEqual([
      `${FILE}: redirects[0] (from "/a/" to "/b/"): a loop: /a/ → /b/ → /a/`,
      `${FILE}: redirects[1] (from "/b/" to "/a/"): a loop: /b/ → /a/ → /b/`,
    ]);
  });

  it('refuses two rules from the same address, with or without its final slash', () => {
    expect(problems([rule('/old/', '/contact/'), rule('/old', '/hiring/')])).toEqual([
      `${FILE}: redirects[1] (from "/old" to "/hiring/"): "/old" is already redirected by redirects[0] (from "/old/" to "/contact/")`,
    ]);
  });

  it('refuses a from that is not an address of this site', () => {
    for (const from of [
      'https://example.com/old/',
      'old/',
      '/old/*',
      '/old/:slug',
      '/old?x=1',
      '//x/',
    ])
      expect(problems([rule(from, '/contact/')]), from).toEqual([
        `${FILE}: redirects[0].from must be an address on this site, starting with / (e.g. /services/old-name/)`,
      ]);
    expect(problems([rule('/a/../contact/', '/contact/')])).toEqual([
      `${FILE}: redirects[0] (from "/a/../contact/" to "/contact/"): "/a/../contact/" has a "." or ".." part, which no browser asks for`,
    ]);
    expect(problems([rule('/admin/', '/contact/')])).toEqual([
      `${FILE}: redirects[0] (from "/admin/" to "/contact/"): "/admin/" is under /admin/, which the site itself answers`,
    ]);
  });

  it('refuses a target that is no page, or a page without its slash', () => {
    expect(problems([rule('/old/', '/nowhere/')])).toEqual([
      `${FILE}: redirects[0] (from "/old/" to "/nowhere/"): "/nowhere/" is not a page of the site`,
    ]);
    expect(problems([rule('/old/', 'contact')])).toEqual([
      `${FILE}: redirects[0].to must be a page of this site, starting and ending with / (e.g. /contact/), or an https:// address`,
    ]);
  });

  it('refuses more rules than Cloudflare reads (2,000), and a rule longer than 1,000 characters', () => {
    const many = Array.from({ length: 1001 }, (_, i) => rule(`/old-${i}/`, '/contact/'));
    expect(problems(many)).toEqual([
      `${FILE}: 1001 redirects make 2002 rules (each address with and without its final slash); Cloudflare reads at most 2000: remove the oldest`,
    ]);
    expect(problems(many.slice(0, 1000))).toEqual([]);
    expect(problems([rule(`/${'a'.repeat(600)}/`, '/contact/')])).toEqual([]);
    const longer = `/${'a'.repeat(1000)}/`;
    const lines = [`${longer} /contact/ 301`, `${longer.slice(0, -1)} /contact/ 301`];
    expect(problems([rule(longer, '/contact/')])).toEqual(
      lines.map(
        (line) =>
          `${FILE}: the rule "${line.slice(0, 60)}…" has ${line.length} characters; Cloudflare reads at most 1000 a rule`,
      ),
    );
  });
});

describe('the rules for each host', () => {
  const rules = [
    rule('/ai-services/machine-vision/', '/ai-services/computer-vision/'),
    rule('/old-brochure', 'https://example.com/brochure.pdf'),
  ];

  it('writes _redirects one rule a line, each address with and without its final slash', () => {
    expect(redirectLines(rules)).toEqual([
      '/ai-services/machine-vision/ /ai-services/computer-vision/ 301',
      '/ai-services/machine-vision /ai-services/computer-vision/ 301',
      '/old-brochure https://example.com/brochure.pdf 301',
    ]);
    expect(redirectsFileText(rules)).toBe(`${redirectLines(rules).join('\n')}\n`);
    expect(redirectsFileText([])).toBe('');
  });

  it('writes the same rules as exact nginx locations', () => {
    expect(nginxRedirects(rules).split('\n').slice(1)).toEqual([
      'location = /ai-services/machine-vision/ { return 301 /ai-services/computer-vision/; }',
      'location = /ai-services/machine-vision { return 301 /ai-services/computer-vision/; }',
      'location = /old-brochure { return 301 https://example.com/brochure.pdf; }',
      '',
    ]);
  });
});
