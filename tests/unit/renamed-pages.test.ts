// Every place that makes a renamed page's URL makes it from its address (the routes' static
// params and lookups, the metadata, the sitemap, the share images, the JSON-LD, the cards and
// the menus), and every place that names the entry still names it by its file.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import ServicePage, {
  generateMetadata as serviceMetadata,
  generateStaticParams as serviceParams,
} from '@/app/[category]/[service]/page';
import CaseStudyPage, {
  generateMetadata as caseStudyMetadata,
  generateStaticParams as caseStudyParams,
} from '@/app/portfolio/[slug]/page';
import sitemap from '@/app/sitemap';
import { navServices } from '@/components/layout/nav-data';
import { caseStudiesFor, caseStudyAt, findCaseStudy, servicesOf } from '@/lib/content/case-studies';
import { shareCards } from '@/lib/site/share-image';

// The site's content with two services and one case study given an address of their own.
vi.mock('@/lib/content/index', async () => {
  const { contentApi } = await import('@/lib/content/api');
  const { contentFiles } = await import('@/lib/content/files');
  const { loadContent } = await import('@/lib/content/load');
  const { renderMarkdown } = await import('@/lib/content/read-files');
  const lines: Record<string, string> = {
    'content/services/ai-services/natural-language-processing.md': 'address: language-ai',
    'content/portfolio/logistics-invoice-extraction-ai.md': 'address: freight-invoice-ai',
    // Used by case studies of other categories, which its page lists by its file name alone.
    'content/services/customized-applications/api-integration-development.md':
      'address: api-integrations',
  };
  const files = contentFiles().map((file) => {
    const added = lines[file.path];
    return added === undefined ? file : { ...file, source: `---\n${added}${file.source.slice(3)}` };
  });
  return { ...contentApi(loadContent(files)), renderMarkdown };
});

const SERVICE = '/ai-services/language-ai/';
const STUDY = '/portfolio/freight-invoice-ai/';
const OLD_SERVICE = '/ai-services/natural-language-processing/';
const OLD_STUDY = '/portfolio/logistics-invoice-extraction-ai/';

const params = <P>(value: P) => ({ params: Promise.resolve(value) });

describe('a renamed service’s and case study’s URL', () => {
  it('is what the routes export and find', async () => {
    expect(serviceParams()).toContainEqual({ category: 'ai-services', service: 'language-ai' });
    expect(serviceParams()).not.toContainEqual({
      category: 'ai-services',
      service: 'natural-language-processing',
    });
    expect(caseStudyParams()).toContainEqual({ slug: 'freight-invoice-ai' });
    expect(caseStudyParams()).not.toContainEqual({ slug: 'logistics-invoice-extraction-ai' });
    const serviceMeta = await serviceMetadata(
      params({ category: 'ai-services', service: 'language-ai' }),
    );
    expect(String(serviceMeta.alternates?.canonical)).toMatch(new RegExp(`${SERVICE}$`));
    const studyMeta = await caseStudyMetadata(params({ slug: 'freight-invoice-ai' }));
    expect(String(studyMeta.alternates?.canonical)).toMatch(new RegExp(`${STUDY}$`));
    expect(await caseStudyMetadata(params({ slug: 'logistics-invoice-extraction-ai' }))).toEqual(
      {},
    );
    expect(caseStudyAt('freight-invoice-ai')?.file).toBe('logistics-invoice-extraction-ai');
  });

  it('is in the sitemap, the share images and the menus, and the old one is not', () => {
    const urls = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(urls).toEqual(expect.arrayContaining([SERVICE, STUDY]));
    expect(urls).not.toEqual(expect.arrayContaining([OLD_SERVICE]));
    expect(urls).not.toEqual(expect.arrayContaining([OLD_STUDY]));
    const cards = shareCards().map((card) => card.path);
    expect(cards).toEqual(expect.arrayContaining([SERVICE, STUDY]));
    expect(cards).not.toContain(OLD_SERVICE);
    const menu = navServices()['/ai-services/']!.map((service) => service.href);
    expect(menu).toContain(SERVICE);
    expect(menu).not.toContain(OLD_SERVICE);
  });

  it('is what the pages link to and describe in their JSON-LD', async () => {
    const service = renderToStaticMarkup(
      await ServicePage(params({ category: 'ai-services', service: 'language-ai' })),
    );
    // The case study that used the service (named by its file) is among its work, at its address.
    expect(service).toContain(`href="${STUDY}"`);
    expect(service).not.toContain(OLD_STUDY);
    expect(service).toMatch(new RegExp(`"url":"[^"]*${SERVICE}"`));
    const study = renderToStaticMarkup(await CaseStudyPage(params({ slug: 'freight-invoice-ai' })));
    expect(study).toContain(`href="${SERVICE}"`);
    expect(study).not.toContain(OLD_SERVICE);
    expect(study).toMatch(new RegExp(`"url":"[^"]*${STUDY}"`));
    const integrations = renderToStaticMarkup(
      await ServicePage(
        params({ category: 'customized-applications', service: 'api-integrations' }),
      ),
    );
    expect(integrations).toContain('href="/portfolio/hospital-network-patient-app/"');
  });
});

describe('a renamed entry, named by its file', () => {
  it('is still the case study the home page selects, and the service a case study used', () => {
    const study = findCaseStudy('logistics-invoice-extraction-ai');
    expect(study?.slug).toBe('freight-invoice-ai');
    expect(servicesOf(study!).map(({ service }) => service.file)).toContain(
      'natural-language-processing',
    );
    expect(caseStudiesFor('ai-services', 'natural-language-processing')[0]).toBe(study);
  });
});
