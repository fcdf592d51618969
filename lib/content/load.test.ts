import { describe, expect, it } from 'vitest';
import { type ContentFile, contentFiles } from './files';
import { contentProblems, loadContent } from './load';

const real = contentFiles();

function edited(path: string, edit: (source: string) => string): ContentFile[] {
  const file = real.find((entry) => entry.path === path);
  if (!file) throw new Error(`no ${path}`);
  const source = edit(file.source);
  if (source === file.source) throw new Error(`the edit changed nothing in ${path}`);
  return real.map((entry) => (entry === file ? { path, source } : entry));
}

const problems = contentProblems;

const VISION = 'content/services/ai-services/computer-vision.md';

describe('loading the content', () => {
  it('accepts every file as it is', () => {
    expect(problems(real)).toEqual([]);
  });

  it('throws one error listing every problem', () => {
    const files = edited(VISION, (source) => source.replace(/^promise: .*$/m, 'promise: ""'));
    expect(() => loadContent(files)).toThrow(
      `The content under content/ has 1 problem(s):\n${VISION}: promise is empty`,
    );
  });
});

describe('a problem names the file, the field and what is wrong', () => {
  it('an empty FAQ answer', () => {
    const files = edited(VISION, (source) => {
      const answers = [...source.matchAll(/^ {4}answer: .*$/gm)];
      const third = answers[2]!;
      return `${source.slice(0, third.index)}    answer: ''${source.slice(third.index + third[0].length)}`;
    });
    expect(problems(files)).toEqual([`${VISION}: faqs[2].answer is empty`]);
  });

  it('a missing field, and a misspelt one', () => {
    const files = edited(VISION, (source) => source.replace(/^promise:/m, 'promis:'));
    expect(problems(files)).toEqual([
      `${VISION}: promise is missing`,
      `${VISION}: has an unknown field: promis (check the spelling)`,
    ]);
  });

  it('too few items and a description too short', () => {
    const files = edited(VISION, (source) =>
      source
        .replace(/^technologies:\n(?: {2}- .*\n)+/m, 'technologies: []\n')
        .replace(/^ {2}description: .*$/m, '  description: Computer vision by us.'),
    );
    expect(problems(files)).toEqual([
      `${VISION}: technologies is an empty list`,
      `${VISION}: meta.description must be at least 120 characters`,
    ]);
  });

  it('an icon the site does not have', () => {
    const files = edited(VISION, (source) => source.replace(/^icon: .*$/m, 'icon: Camera'));
    expect(problems(files)).toEqual([
      `${VISION}: icon "Camera" is not an icon the site has (the list is in lib/content/icon-names.ts)`,
    ]);
  });

  it('no intro below the front matter', () => {
    const files = edited(VISION, (source) => source.replace(/\n---\n[\s\S]*$/, '\n---\n'));
    expect(problems(files)).toEqual([
      `${VISION}: the text after the front matter is an empty list`,
    ]);
  });

  it('YAML that does not parse', () => {
    const files = edited('content/site.yaml', (source) =>
      source.replace('email: info@nimbleforge.tech', 'email: [info@nimbleforge.tech'),
    );
    expect(problems(files)).toEqual([
      expect.stringMatching(/^content\/site\.yaml: is not valid YAML: .+ at line \d+, column \d+/),
    ]);
  });

  const CASE_STUDY = 'content/portfolio/edtech-learning-app-redesign.md';
  /** What a one-line edit of a file makes the build say. */
  it.each<[title: string, file: string, from: string, to: string, expected: string[]]>([
    [
      'a phone number not in international form',
      'content/site.yaml',
      '- +1 (302) 555-0147',
      '- (302) 555-0147',
      [
        'content/site.yaml: offices[2].phones[0] must start with + and the country code, e.g. +91 80 4719 2360',
      ],
    ],
    [
      'a case study whose category is misspelt',
      CASE_STUDY,
      'category: ui-ux-design',
      'category: ui-ux-desgin',
      [
        `${CASE_STUDY}: category "ui-ux-desgin" is not a category of the site (one of: mobile-development, customized-applications, ecommerce-development, ui-ux-design, ai-services, cloud-computing, blockchain-development-solutions)`,
      ],
    ],
    [
      'two services with the same order',
      VISION,
      'order: 4',
      'order: 3',
      [
        `content/services/ai-services/predictive-analytics.md: order 3 is also the order of ${VISION}`,
      ],
    ],
    [
      'a role without its order',
      'content/hiring/devops-engineer.md',
      'order: 5\n',
      '',
      ['content/hiring/devops-engineer.md: order is missing'],
    ],
    [
      'a category whose order is not a whole number',
      'content/services/ai-services/index.md',
      'order: 5',
      'order: 5.5',
      ['content/services/ai-services/index.md: order must be a whole number'],
    ],
    [
      'a page without the label above its heading',
      'content/pages/blog.md',
      'eyebrow: Blog\n',
      '',
      ['content/pages/blog.md: eyebrow is missing'],
    ],
    [
      'a placeholder the page does not fill in',
      'content/pages/home.md',
      'from {count} client reviews',
      'from {cuont} client reviews',
      [
        'content/pages/home.md: ratingLine uses {cuont}, which this page does not fill in (it fills in {value}, {count})',
      ],
    ],
    [
      'the place of a link left out of a template',
      'content/services/page-copy.yaml',
      'partOf: Part of our {category} practice',
      'partOf: Part of our practice',
      [
        'content/services/page-copy.yaml: service.snapshot.partOf must contain {category} exactly once',
      ],
    ],
    [
      "the consent banner's note without its link",
      'content/site.yaml',
      '[privacy policy](/privacy-policy/)',
      'privacy policy',
      [
        'content/site.yaml: consent.necessaryNote must contain exactly one link, written [words](/path/)',
      ],
    ],
    [
      "the consent banner's link to no page",
      'content/site.yaml',
      '[privacy policy](/privacy-policy/)',
      '[privacy policy](/privacy/)',
      [
        'content/site.yaml: consent.necessaryNote: links to "/privacy/", which is not a page of the site',
      ],
    ],
    [
      "the quote panel's thank-you heading without the words its accessible name needs",
      'content/site.yaml',
      'title: Thank you! Your request is in.',
      'title: Your request is in.',
      [
        'content/site.yaml: quote.thankYou.title must contain "thank you": screen readers and the browser tests find it by these words (docs/behaviour.md section 11)',
      ],
    ],
    [
      "a quote comment's label without the words its accessible name needs",
      'content/site.yaml',
      'commentLabel: Tell us about your project',
      'commentLabel: About your project',
      [
        'content/site.yaml: quote.service.commentLabel must contain "comment", "details" or "tell us": screen readers and the browser tests find it by these words (docs/behaviour.md section 11)',
      ],
    ],
    [
      "the quote panel's privacy note linking to no page",
      'content/site.yaml',
      'See our [privacy policy](/privacy-policy/)',
      'See our [privacy policy](/privacy/)',
      [
        'content/site.yaml: quote.privacyNote: links to "/privacy/", which is not a page of the site',
      ],
    ],
    [
      "a misspelt field of the meeting modal's copy",
      'content/site.yaml',
      'fallbackLink: Open',
      'fallbackLnk: Open',
      [
        'content/site.yaml: meeting.fallbackLink is missing',
        'content/site.yaml: meeting has an unknown field: fallbackLnk (check the spelling)',
      ],
    ],
    [
      'a meeting frame title with a placeholder it does not fill in',
      'content/site.yaml',
      'frameTitle: Schedule a meeting with {brand}',
      'frameTitle: Schedule a meeting with {company}',
      [
        'content/site.yaml: meeting.frameTitle uses {company}, which this page does not fill in (it fills in {brand})',
      ],
    ],
    [
      'a service given the address another service of its category has',
      'content/services/ai-services/natural-language-processing.md',
      'name: Natural Language Processing',
      'name: Natural Language Processing\naddress: computer-vision',
      [
        `content/services/ai-services/natural-language-processing.md: address "computer-vision" is also the address of ${VISION} (its file name): two pages cannot both be /ai-services/computer-vision/`,
      ],
    ],
  ])('%s', (_title, file, from, to, expected) => {
    expect(problems(edited(file, (source) => source.replace(from, to)))).toEqual(expected);
  });

  const HOSPITAL = 'content/portfolio/hospital-network-patient-app.md';
  it('a case study without results, or without the data of its visual', () => {
    const noResults = edited(CASE_STUDY, (source) =>
      source.replace(/^results:\n(?: {2}- .*\n(?: {4}.*\n)*)+/m, ''),
    );
    expect(problems(noResults)).toEqual([`${CASE_STUDY}: results is missing`]);
    const noVisual = edited(CASE_STUDY, (source) => source.replace(/^visual:\n(?: {2}.*\n)+/m, ''));
    expect(problems(noVisual)).toEqual([`${CASE_STUDY}: visual is missing`]);
    const noChart = edited(CASE_STUDY, (source) => source.replace(/^ {2}chart: .*\n/m, ''));
    expect(problems(noChart)).toEqual([
      `${CASE_STUDY}: visual.chart is missing: a bars screen draws these values`,
    ]);
    const badVisual = edited(CASE_STUDY, (source) =>
      source.replace('device: phone', 'device: tablet').replace('accent: violet', 'accent: red'),
    );
    expect(problems(badVisual)).toEqual([
      `${CASE_STUDY}: visual.device must be phone or browser`,
      `${CASE_STUDY}: visual.accent must be one of: indigo, teal, emerald, amber, rose, sky, violet`,
    ]);
  });

  it('a case study without an order, and two with the same', () => {
    const missing = edited(CASE_STUDY, (source) => source.replace(/^order: .*\n/m, ''));
    expect(problems(missing)).toEqual([`${CASE_STUDY}: order is missing`]);
    const twice = edited(CASE_STUDY, (source) => source.replace(/^order: .*$/m, 'order: 1'));
    expect(problems(twice)).toEqual([`${HOSPITAL}: order 1 is also the order of ${CASE_STUDY}`]);
  });

  it('a case study naming a service the site does not have', () => {
    const files = edited(CASE_STUDY, (source) =>
      source.replace('  - user-interface-design\n', '  - user-interface-desgin\n'),
    );
    expect(problems(files)).toEqual([
      `${CASE_STUDY}: services[1] "user-interface-desgin" is not a service of the site (a file name under content/services/<category>/)`,
    ]);
  });

  it("a case study in the home page's selected work that has no file", () => {
    const files = edited('content/pages/home.md', (source) =>
      source.replace('    - logistics-invoice-extraction-ai\n', '    - logistics-invoice-ai\n'),
    );
    expect(problems(files)).toEqual([
      'content/pages/home.md: selectedWork.caseStudies[2] names "logistics-invoice-ai", but there is no content/portfolio/logistics-invoice-ai.md',
    ]);
  });

  it('a case study without its Solution section', () => {
    const path = 'content/portfolio/edtech-learning-app-redesign.md';
    const files = edited(path, (source) => source.replace('## Solution', '## Answer'));
    expect(problems(files)).toEqual([`${path}: the "## Solution" section is missing`]);
  });

  it('a blog post with a date in another format and a link to no page', () => {
    const path = 'content/blog/what-an-mvp-budget-really-covers.md';
    const files = edited(path, (source) =>
      source
        .replace("date: '2026-06-03'", 'date: 3 June 2026')
        .concat('\nSee [our prices](/pricing/).\n'),
    );
    expect(problems(files)).toEqual([`${path}: date must be a date written YYYY-MM-DD`]);
    const linked = edited(path, (source) => `${source}\nSee [our prices](/pricing/).\n`);
    expect(problems(linked)).toEqual([
      `${path}: links to "/pricing/", which is not a page of the site`,
    ]);
  });

  it('two pages with the same title', () => {
    const files = edited('content/pages/blog.md', (source) =>
      source.replace(/^ {2}title: .*$/m, '  title: Portfolio and Case Studies | NimbleForge'),
    );
    expect(problems(files)).toEqual([
      'page "/blog/": meta.title "Portfolio and Case Studies | NimbleForge" is also used by "/portfolio/"',
    ]);
  });

  it('a file where no page reads it', () => {
    expect(
      problems([...real, { path: 'content/services/notes.md', source: '---\na: 1\n---\n' }]),
    ).toEqual([
      'content/services/notes.md: is not read by any page: see docs/editing-content.md for where each kind of file goes',
    ]);
  });
});

describe('content cannot carry script: the build names the file and the line', () => {
  const lineOf = (files: ContentFile[], path: string, needle: string) =>
    files
      .find((file) => file.path === path)!
      .source.split('\n')
      .findIndex((line) => line.includes(needle)) + 1;

  it('a script in a blog post', () => {
    const path = 'content/blog/what-an-mvp-budget-really-covers.md';
    const files = edited(path, (source) =>
      source.replace(
        '\n## What "minimum viable"',
        '\n<script>alert(1)</script>\n\n## What "minimum viable"',
      ),
    );
    const line = lineOf(files, path, '<script>');
    expect(line).toBeGreaterThan(12);
    expect(problems(files)).toEqual([
      expect.stringMatching(
        new RegExp(`^${path}: line ${line}: has raw HTML "<script>alert\\(1\\)</script>"`),
      ),
    ]);
  });

  it('a javascript: link in a legal page, and an entity-encoded one', () => {
    const path = 'content/pages/privacy-policy.md';
    const files = edited(path, (source) =>
      source.replace(
        'Last updated: 28 November 2026',
        '[Last](javascript:alert(1)) updated: [28](&#106;avascript:alert(1)) November 2026',
      ),
    );
    expect(problems(files)).toEqual([
      `${path}: line 16: links to "javascript:alert(1)", which could run script: a link may go only to http(s)://, mailto:, tel:, a path on the site (/blog/) or a #fragment`,
      `${path}: line 16: links to "&#106;avascript:alert(1)", which could run script: a link may go only to http(s)://, mailto:, tel:, a path on the site (/blog/) or a #fragment`,
    ]);
  });

  it('an onerror attribute in a service introduction, shown as plain text', () => {
    const files = edited(VISION, (source) => `${source}\n\nMore <img src=x onerror=alert(1)>\n`);
    const line = lineOf(files, VISION, 'onerror');
    expect(problems(files)).toEqual([
      expect.stringMatching(
        new RegExp(`^${VISION}: line ${line}: has raw HTML "<img src=x onerror`),
      ),
    ]);
  });

  it("a reference-style link in a role's summary", () => {
    const path = 'content/hiring/backend-engineer-nodejs.md';
    const files = edited(
      path,
      (source) => `${source}\n\nApply [here][1].\n\n[1]: javascript:alert(1)\n`,
    );
    const use = lineOf(files, path, '[here][1]');
    const found = problems(files);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      new RegExp(`^${path}: line ${use}: links to "javascript:alert\\(1\\)"`),
    );
    expect(found[1]).toMatch(
      new RegExp(`^${path}: line ${use + 2}: links to "javascript:alert\\(1\\)"`),
    );
  });

  it('a javascript: address in the fields of site.yaml', () => {
    const path = 'content/site.yaml';
    const files = edited(path, (source) =>
      source
        .replace('href: /portfolio/', 'href: " JavaScript:alert(1)"')
        .replace(
          'facebook: https://www.facebook.com/nimbleforgetech',
          'facebook: javascript:alert(1)//x.com',
        )
        .replace('[privacy policy](/privacy-policy/)', '[privacy policy](javascript:alert(1))'),
    );
    expect(problems(files)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${path}: menu\\[\\d\\]\\.href could run script`)),
        `${path}: social.facebook must be an https:// address`,
        expect.stringMatching(
          new RegExp(`^${path}: consent\\.necessaryNote has a link that could run script`),
        ),
      ]),
    );
  });
});
