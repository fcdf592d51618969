import fs from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { contentFiles } from '@/lib/content/files';
import { categorySlugs } from '@/lib/editor/categories';
import { cmsConfig, CONFIG_FILE } from '@/lib/editor/config';
import { createPagePreview, type PreviewEntry } from './PagePreview';
import { pageOf } from './pages';
import { previewTemplateNames, registerPreviews, siteStylesheets } from './register';

// The pages read the preview's content, as in the editor's bundle (scripts/build/editor-preview-bundle.ts).
vi.mock('@/lib/content', async () => {
  const preview = await import('./content');
  const { loadContent } = await import('@/lib/content/load');
  const { contentFiles: files } = await import('@/lib/content/files');
  preview.setContent(loadContent(files()));
  return preview;
});

interface Collection {
  name: string;
  folder?: string;
  files?: { name: string; file: string }[];
}
const config = YAML.parse(fs.readFileSync(CONFIG_FILE, 'utf8')) as { collections: Collection[] };
const files = contentFiles();
/** What no one page shows: the pane says so instead of drawing another page. */
const NOT_DRAWN = [
  'content/site.yaml',
  'content/services/page-copy.yaml',
  'content/redirects.yaml',
];

/** An entry as Decap hands it to a template, reduced to what the preview reads of it. */
function entry(path: string, data: Record<string, unknown>): PreviewEntry {
  const slug = path
    .split('/')
    .at(-1)!
    .replace(/\.\w+$/, '');
  const fields: Record<string, unknown> = { path, slug, data: { toJS: () => data } };
  return { getIn: ([key]) => fields[key!] };
}

describe('the editor’s previews', () => {
  it('registers a preview for every collection and every file of the generated configuration', () => {
    const registered = new Map<string, unknown>();
    const template = () => null;
    registerPreviews(
      {
        registerPreviewTemplate: (name, component) => registered.set(name, component),
        registerPreviewStyle: () => undefined,
      },
      // As the bundle takes them (scripts/build/editor-preview-bundle.ts): from the configuration's code.
      previewTemplateNames(cmsConfig(categorySlugs())),
      template,
    );
    for (const collection of config.collections) {
      const names = collection.files?.map((file) => file.name) ?? [collection.name];
      for (const name of names) expect(registered.get(name), name).toBe(template);
    }
  });

  it('finds the page that draws each file under content/, but for the three no page shows', () => {
    const undrawn = files.map((file) => file.path).filter((path) => !pageOf(path));
    expect(undrawn.sort()).toEqual([...NOT_DRAWN].sort());
    expect(pageOf('content/services/ai-services/computer-vision.md')?.address).toBe(
      '/ai-services/computer-vision/',
    );
    expect(pageOf('content/portfolio/fintech-lender-cloud-migration.md')?.address).toBe(
      '/portfolio/fintech-lender-cloud-migration/',
    );
    expect(pageOf('content/hiring/devops-engineer.md')?.address).toBe('/hiring/');
    expect(pageOf('content/pages/home.md')?.address).toBe('/');
  });

  it('draws a service page from what is typed, with the page’s own sections', async () => {
    const path = 'content/services/ai-services/computer-vision.md';
    const source = files.find((file) => file.path === path)!.source;
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const data = { ...(YAML.parse(front) as object), body, name: 'Vision on the Line' };
    const Preview = createPagePreview(files);
    render(<Preview entry={entry(path, data)} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vision on the Line' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vision on the Line at NimbleForge' }));
  });

  it('draws a service and a case study given a new address, at that address', async () => {
    const Preview = createPagePreview(files);
    const path = 'content/services/ai-services/computer-vision.md';
    const source = files.find((file) => file.path === path)!.source;
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const data = { ...(YAML.parse(front) as object), body, address: 'machine-vision' };
    const { unmount } = render(<Preview entry={entry(path, data)} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Computer Vision' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    const studyPath = 'content/portfolio/fintech-lender-cloud-migration.md';
    const study = files.find((file) => file.path === studyPath)!.source;
    const [, studyFront = '', studyBody = ''] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(study) ?? [];
    const studyData = YAML.parse(studyFront) as { title: string };
    render(
      <Preview
        entry={entry(studyPath, { ...studyData, body: studyBody, address: 'lender-on-the-cloud' })}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: studyData.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists what the build would refuse, above the last page it could draw', async () => {
    const path = 'content/blog/what-an-mvp-budget-really-covers.md';
    const source = files.find((file) => file.path === path)!.source;
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const post = YAML.parse(front) as { title: string };
    const Preview = createPagePreview(files);
    const { rerender } = render(<Preview entry={entry(path, { ...post, body })} />);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    rerender(<Preview entry={entry(path, { ...post, body, date: '27/11/2026' })} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(new RegExp(`^${path}: date`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });

  it('draws a new entry under a stand-in name in its own folder, whatever path the draft keeps', async () => {
    const path = 'content/hiring/devops-engineer.md';
    const source = files.find((file) => file.path === path)!.source;
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const role = { ...(YAML.parse(front) as object), order: 99, title: 'Site Reliability Lead' };
    const fields: Record<string, unknown> = {
      newRecord: true,
      // Left over from the entry opened before, as Decap's draft can keep it.
      path: 'content/services/ai-services/computer-vision.md',
      data: { toJS: () => ({ ...role, body }) },
    };
    const folder = { get: (key: string) => (key === 'folder' ? 'content/hiring' : 'roles') };
    const Preview = createPagePreview(files);
    render(<Preview entry={{ getIn: ([key]) => fields[key!] }} collection={folder} />);
    expect((await screen.findAllByText('Site Reliability Lead')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so, rather than drawing another page, for the site settings', () => {
    const Preview = createPagePreview(files);
    render(<Preview entry={entry('content/site.yaml', {})} />);
    expect(screen.getByRole('heading', { name: 'No preview for this file' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('finds the stylesheets: the build’s copies, or those next dev links from a page', async () => {
    const answers: Record<string, string> = {
      '/built.json': JSON.stringify({ stylesheets: ['/admin/preview/a.css'] }),
      '/dev.json': JSON.stringify({ fromPage: '/' }),
      '/': '<link rel="preload" href="/x.js"><link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next">',
    };
    const fetcher = (async (url: string) => new Response(answers[url])) as typeof fetch;
    expect(await siteStylesheets('/built.json', fetcher)).toEqual(['/admin/preview/a.css']);
    expect(await siteStylesheets('/dev.json', fetcher)).toEqual(['/_next/static/chunks/app.css']);
    expect(await siteStylesheets('/missing.json', fetcher)).toEqual([]);
  });
});
