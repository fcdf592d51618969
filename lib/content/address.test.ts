import { describe, expect, it } from 'vitest';
import { contentApi } from './api';
import { type ContentFile, contentFiles } from './files';
import { contentProblems, loadContent } from './load';

const real = contentFiles();

const NLP = 'content/services/ai-services/natural-language-processing.md';
const VISION = 'content/services/ai-services/computer-vision.md';
const FORECASTS = 'content/services/ai-services/predictive-analytics.md';
/** In the home page's selected work, and names the NLP service among its services. */
const LOGISTICS = 'content/portfolio/logistics-invoice-extraction-ai.md';
const HOSPITAL = 'content/portfolio/hospital-network-patient-app.md';

/** The files with front-matter lines added after the first line of each file named. */
function withLines(lines: Record<string, string>): ContentFile[] {
  return real.map((file) => {
    const added = lines[file.path];
    if (added === undefined) return file;
    const [first, ...rest] = file.source.split('\n');
    return { path: file.path, source: [first, added, ...rest].join('\n') };
  });
}

const problems = contentProblems;

const paths = (files: ContentFile[]) => loadContent(files).sitePages.map((page) => page.path);

describe('an entry without an address', () => {
  it('is at its file name, as every entry of the repository is', () => {
    const content = loadContent(real);
    const services = content.categories.flatMap((category) => category.subServices);
    expect(services.length).toBeGreaterThan(20);
    for (const entry of [...services, ...content.caseStudies]) expect(entry.slug).toBe(entry.file);
    expect(paths(real)).toContain('/ai-services/natural-language-processing/');
  });
});

describe('a service with an address', () => {
  const files = withLines({ [NLP]: 'address: language-ai' });
  const content = loadContent(files);
  const service = content.categories
    .find((category) => category.slug === 'ai-services')!
    .subServices.find((entry) => entry.file === 'natural-language-processing')!;

  it('is a page at its address, not at its file name', () => {
    expect(service).toMatchObject({ slug: 'language-ai', file: 'natural-language-processing' });
    expect(paths(files)).toContain('/ai-services/language-ai/');
    expect(paths(files)).not.toContain('/ai-services/natural-language-processing/');
    const api = contentApi(content);
    expect(api.findService('ai-services', 'language-ai')?.service).toBe(service);
    expect(api.findService('ai-services', 'natural-language-processing')).toBeUndefined();
  });

  it('is still named by its file name in the case studies that used it', () => {
    const study = content.caseStudies.find(
      (entry) => entry.file === 'logistics-invoice-extraction-ai',
    );
    expect(study?.services).toContain('natural-language-processing');
    expect(problems(files)).toEqual([]);
  });

  it('sends its file name’s address on to the new one', () => {
    expect(content.redirects).toEqual([
      { from: '/ai-services/natural-language-processing/', to: '/ai-services/language-ai/' },
    ]);
  });
});

describe('a case study with an address', () => {
  const files = withLines({ [LOGISTICS]: 'address: freight-invoice-ai' });

  it('is a page at its address, and still the home page’s selected work by its file name', () => {
    expect(problems(files)).toEqual([]);
    const content = loadContent(files);
    expect(paths(files)).toContain('/portfolio/freight-invoice-ai/');
    expect(paths(files)).not.toContain('/portfolio/logistics-invoice-extraction-ai/');
    expect(content.pages.home.selectedWork.caseStudies).toContain(
      'logistics-invoice-extraction-ai',
    );
    expect(content.redirects).toEqual([
      { from: '/portfolio/logistics-invoice-extraction-ai/', to: '/portfolio/freight-invoice-ai/' },
    ]);
  });
});

describe('the build refuses', () => {
  it('an address or a former address that is not a slug, every problem at once', () => {
    const files = withLines({
      [NLP]: 'address: Language AI',
      [LOGISTICS]: 'former_addresses:\n  - freight_invoices',
    });
    expect(problems(files)).toEqual([
      `${LOGISTICS}: former_addresses[0] must be a lowercase slug (a-z, 0-9 and hyphens)`,
      `${NLP}: address must be a lowercase slug (a-z, 0-9 and hyphens)`,
    ]);
  });

  it('the file name of another service of the category, which has no address', () => {
    expect(problems(withLines({ [NLP]: 'address: computer-vision' }))).toEqual([
      `${NLP}: address "computer-vision" is also the address of ${VISION} (its file name): two pages cannot both be /ai-services/computer-vision/`,
    ]);
  });

  it('the address of another entry of the same folder', () => {
    const services = withLines({ [NLP]: 'address: ai-models', [FORECASTS]: 'address: ai-models' });
    expect(problems(services)).toEqual([
      `${FORECASTS}: address "ai-models" is also the address of ${NLP}: two pages cannot both be /ai-services/ai-models/`,
    ]);
    const studies = withLines({
      [LOGISTICS]: 'address: our-work',
      [HOSPITAL]: 'address: our-work',
    });
    expect(problems(studies)).toEqual([
      `${LOGISTICS}: address "our-work" is also the address of ${HOSPITAL}: two pages cannot both be /portfolio/our-work/`,
    ]);
  });

  it('but not the file name of an entry that has an address of its own, nor a name in another category', () => {
    const swapped = withLines({
      [NLP]: 'address: computer-vision',
      [VISION]: 'address: machine-vision',
      'content/services/mobile-development/android-app-development.md':
        'address: natural-language-processing',
    });
    expect(problems(swapped)).toEqual([]);
    expect(paths(swapped)).toEqual(
      expect.arrayContaining([
        '/ai-services/computer-vision/',
        '/ai-services/machine-vision/',
        '/mobile-development/natural-language-processing/',
      ]),
    );
  });
});
