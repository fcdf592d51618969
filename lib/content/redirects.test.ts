import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { type ContentFile, contentFiles } from './files';
import { contentProblems, loadContent } from './load';
import { formerAddressRules, nginxRedirects, redirectLines, redirectsFileText } from './redirects';
import type { Redirect } from './schemas/redirects';

const FILE = 'content/redirects.yaml';
const real = contentFiles();

/** The content with these rules, and front-matter lines added at the top of the files named. */
function withRules(rules: unknown[], lines: Record<string, string> = {}): ContentFile[] {
  const source = YAML.stringify({ redirects: rules });
  const files = real.map((file) => {
    const added = lines[file.path];
    return added === undefined ? file : { ...file, source: `---\n${added}${file.source.slice(3)}` };
  });
  return [...files.filter((file) => file.path !== FILE), { path: FILE, source }];
}

function problems(rules: unknown[], lines: Record<string, string> = {}): string[] {
  return contentProblems(withRules(rules, lines));
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

const NLP = 'content/services/ai-services/natural-language-processing.md';
const VISION = 'content/services/ai-services/computer-vision.md';
/** The NLP service renamed twice: from its file name to nlp-services, then to language-ai. */
const RENAMED = {
  [NLP]:
    'address: language-ai\nformer_addresses:\n  - natural-language-processing\n  - nlp-services',
};

describe('the former addresses of renamed pages', () => {
  const page = {
    file: NLP,
    path: '/ai-services/language-ai/',
    filePath: '/ai-services/natural-language-processing/',
    formerPaths: ['/ai-services/natural-language-processing/', '/ai-services/nlp-services/'],
  };

  it('each send their old address straight to the page, the file name’s once', () => {
    expect(formerAddressRules([page], new Set([page.path]))).toEqual([
      {
        from: '/ai-services/natural-language-processing/',
        to: '/ai-services/language-ai/',
        source: { file: NLP, name: 'former_addresses[0]' },
      },
      {
        from: '/ai-services/nlp-services/',
        to: '/ai-services/language-ai/',
        source: { file: NLP, name: 'former_addresses[1]' },
      },
    ]);
    const addressOnly = { ...page, formerPaths: [] };
    expect(formerAddressRules([addressOnly], new Set([page.path]))).toEqual([
      {
        from: '/ai-services/natural-language-processing/',
        to: '/ai-services/language-ai/',
        source: { file: NLP, name: 'the file name' },
      },
    ]);
  });

  it('give way to a page that holds the old address now, and to the page itself', () => {
    const taken = new Set([page.path, '/ai-services/nlp-services/']);
    expect(formerAddressRules([page], taken).map((rule) => rule.from)).toEqual([
      '/ai-services/natural-language-processing/',
    ]);
    const unrenamed = { ...page, path: page.filePath, formerPaths: [] };
    expect(formerAddressRules([unrenamed], new Set([page.filePath]))).toEqual([]);
    // Computer vision, once at the address natural language processing has now.
    expect(
      problems([], { [VISION]: 'former_addresses:\n  - natural-language-processing' }),
    ).toEqual([]);
    expect(
      loadContent(withRules([], { [VISION]: 'former_addresses:\n  - natural-language-processing' }))
        .redirects,
    ).toEqual([]);
  });

  it('are written with content/redirects.yaml’s rules, into the same files', () => {
    const brochure = rule('/old-brochure', 'https://example.com/brochure.pdf');
    const { redirects } = loadContent(withRules([brochure], RENAMED));
    expect(redirects).toEqual([
      rule('/ai-services/natural-language-processing/', '/ai-services/language-ai/'),
      rule('/ai-services/nlp-services/', '/ai-services/language-ai/'),
      brochure,
    ]);
    expect(redirectLines(redirects)).toEqual([
      '/ai-services/natural-language-processing/ /ai-services/language-ai/ 301',
      '/ai-services/natural-language-processing /ai-services/language-ai/ 301',
      '/ai-services/nlp-services/ /ai-services/language-ai/ 301',
      '/ai-services/nlp-services /ai-services/language-ai/ 301',
      '/old-brochure https://example.com/brochure.pdf 301',
    ]);
  });

  it('make a rule of content/redirects.yaml from the same old address a duplicate', () => {
    expect(problems([rule('/ai-services/nlp-services', '/contact/')], RENAMED)).toEqual([
      `${FILE}: redirects[0] (from "/ai-services/nlp-services" to "/contact/"): "/ai-services/nlp-services" is already redirected by former_addresses[1] of ${NLP} (from "/ai-services/nlp-services/" to "/ai-services/language-ai/")`,
    ]);
  });

  it('make a rule to an old address a chain, to send straight to the page', () => {
    expect(problems([rule('/nlp/', '/ai-services/nlp-services/')], RENAMED)).toEqual([
      `${FILE}: redirects[0] (from "/nlp/" to "/ai-services/nlp-services/"): a chain: "/ai-services/nlp-services/" is redirected again by former_addresses[1] of ${NLP} (from "/ai-services/nlp-services/" to "/ai-services/language-ai/"); send "/nlp/" to "/ai-services/language-ai/" directly`,
    ]);
  });

  it('refuse the same old address for two pages, naming the later in the menu’s order', () => {
    const both = { ...RENAMED, [VISION]: 'former_addresses:\n  - nlp-services' };
    expect(problems([], both)).toEqual([
      `${VISION}: former_addresses[0] (from "/ai-services/nlp-services/" to "/ai-services/computer-vision/"): "/ai-services/nlp-services/" is already redirected by former_addresses[1] of ${NLP} (from "/ai-services/nlp-services/" to "/ai-services/language-ai/")`,
    ]);
  });

  it('count in Cloudflare’s 2,000 rules', () => {
    const many = Array.from({ length: 999 }, (_, i) => rule(`/old-${i}/`, '/contact/'));
    expect(problems(many, { [NLP]: 'address: language-ai' })).toEqual([]);
    expect(problems(many, RENAMED)).toEqual([
      `${FILE}: 1001 redirects (2 of them the former addresses of renamed pages) make 2002 rules (each address with and without its final slash); Cloudflare reads at most 2000: remove the oldest`,
    ]);
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
