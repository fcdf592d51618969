// Stage one of loading the content: each file parsed and checked against its kind's schema.
import { marked } from 'marked';
import type * as z from 'zod';
import type { ContentFile } from './files';
import { keptBySource } from './kept-by-source';
import { unsafeMarkdown } from './markdown-safety';
import { paragraphs, parseFile, sections, type ParsedFile } from './parse';
import type { Problems } from './problems';
import { contentKinds, kindOfPath } from './kinds';
import type { BlogFrontmatter } from './schemas/blog';
import { categoryFile, type CatalogueCopy, type SubService } from './schemas/catalogue';
import { slug } from './schemas/common';
import type { CaseStudy, JobRole } from './schemas/portfolio';
import { topPageFiles, type TopPageKey } from './schemas/pages';
import type { Redirect } from './schemas/redirects';
import type { Site } from './schemas/site';

export interface BlogPost extends BlogFrontmatter {
  slug: string;
  /** The body as HTML, rendered from Markdown that holds no HTML nor script link (markdown-safety.ts). */
  html: string;
  /** The body as Markdown, for word counts and link checks. */
  markdown: string;
  readingMinutes: number;
  wordCount: number;
}

type CategoryHub = z.output<typeof categoryFile> & { slug: string };
type TopPageData = { [K in TopPageKey]?: z.output<(typeof topPageFiles)[K]['schema']> };

export interface ContentFiles {
  site?: Site;
  catalogueCopy?: CatalogueCopy;
  redirects?: Redirect[];
  /** By category slug. */
  hubs: Map<string, CategoryHub>;
  /** By category slug, then the service's file name. */
  services: Map<string, Map<string, SubService>>;
  /** By file name. */
  caseStudies: Map<string, CaseStudy>;
  roles: Map<string, JobRole>;
  posts: BlogPost[];
  pages: TopPageData;
  /** Markdown to check for links to pages that do not exist, with the file it is in. */
  markdown: { file: string; markdown: string }[];
}

const WORDS_PER_MINUTE = 220;

// By source (kept-by-source.ts says why): each load lexes every body again otherwise.
const unsafeIn = keptBySource(unsafeMarkdown);
const postHtml = keptBySource((body) => marked.parse(body, { async: false }));

const BODY = 'the text after the front matter';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPost(file: ParsedFile, data: BlogFrontmatter, slugName: string): BlogPost {
  const wordCount = file.body.split(/\s+/).filter(Boolean).length;
  return {
    ...data,
    slug: slugName,
    html: postHtml(file.body),
    markdown: file.body,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}

const pageByFile = new Map<string, TopPageKey>(
  Object.entries(topPageFiles).map(([key, { file }]) => [file, key as TopPageKey]),
);

export function readContentFiles(files: ContentFile[], problems: Problems): ContentFiles {
  const result: ContentFiles = {
    hubs: new Map(),
    services: new Map(),
    caseStudies: new Map(),
    roles: new Map(),
    posts: [],
    pages: {},
    markdown: [],
  };
  for (const source of files) {
    const file = parseFile(source, problems);
    if (!file) continue;
    const { path, body } = file;
    // Every body, also those shown as plain text: one rule for all that the form calls a body.
    for (const { line, message } of unsafeIn(body))
      problems.add(path, `line ${file.bodyLine + line - 1}: ${message}`);
    if (!isRecord(file.data)) {
      problems.add(
        path,
        'must hold a set of fields ("name: value" lines), not a list or a single value',
      );
      continue;
    }
    const data = file.data;
    const match = kindOfPath(path);
    const name = match?.name ?? '';
    const noBody = () => {
      if (body) problems.add(path, `has ${BODY}, which this page does not show`);
    };
    const slugOk = (value: string) => {
      const ok = slug.safeParse(value).success;
      if (!ok)
        problems.add(
          path,
          `the file or folder name "${value}" must be a lowercase slug (a-z, 0-9 and hyphens)`,
        );
      return ok;
    };

    if (match?.kind === 'site') {
      result.site = problems.check(path, contentKinds.site.schema, data);
    } else if (match?.kind === 'catalogueCopy') {
      result.catalogueCopy = problems.check(path, contentKinds.catalogueCopy.schema, data);
    } else if (match?.kind === 'redirects') {
      result.redirects = problems.check(path, contentKinds.redirects.schema, data)?.redirects;
    } else if (match?.kind === 'category' || match?.kind === 'service') {
      const category = match.category!;
      if (!slugOk(category)) continue;
      const withBody = { ...data, intro: paragraphs(body) };
      if (match.kind === 'category') {
        const hub = problems.check(path, contentKinds.category.schema, withBody, { intro: BODY });
        if (hub) result.hubs.set(category, { ...hub, slug: category });
      } else if (slugOk(name)) {
        const service = problems.check(path, contentKinds.service.schema, withBody, {
          intro: BODY,
        });
        const list = result.services.get(category) ?? new Map<string, SubService>();
        if (service) list.set(name, { ...service, slug: service.address ?? name, file: name });
        result.services.set(category, list);
      }
    } else if (match?.kind === 'caseStudy' && slugOk(name)) {
      const body_ = sections(body);
      const join = (text?: string) => (text ? paragraphs(text).join(' ') : undefined);
      const study = problems.check(
        path,
        contentKinds.caseStudy.schema,
        { ...data, problem: join(body_.problem), solution: join(body_.solution) },
        { problem: 'the "## Problem" section', solution: 'the "## Solution" section' },
      );
      if (study)
        result.caseStudies.set(name, { ...study, slug: study.address ?? name, file: name });
    } else if (match?.kind === 'role' && slugOk(name)) {
      const role = problems.check(
        path,
        contentKinds.role.schema,
        { ...data, summary: paragraphs(body).join(' ') },
        { summary: BODY },
      );
      if (role) result.roles.set(name, { ...role, slug: name });
    } else if (match?.kind === 'post' && slugOk(name)) {
      const frontmatter = problems.check(path, contentKinds.post.schema, data);
      if (!body) problems.add(path, `${BODY} (the post) is empty`);
      else if (frontmatter) {
        result.posts.push(readPost(file, frontmatter, name));
        result.markdown.push({ file: path, markdown: body });
      }
    } else if (match?.kind === 'page') {
      const key = pageByFile.get(name)!;
      const legal = key === 'privacyPolicy' || key === 'termsAndCondition';
      if (legal) result.markdown.push({ file: path, markdown: body });
      else noBody();
      const page = problems.check(
        path,
        topPageFiles[key].schema,
        legal ? { ...data, body } : data,
        { body: BODY },
      );
      // Each key's schema is the one checked just above.
      if (page) (result.pages as Record<string, unknown>)[key] = page;
    } else {
      problems.add(
        path,
        'is not read by any page: see docs/editing-content.md for where each kind of file goes',
      );
    }
  }
  return result;
}

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
