/** The blog posts: Markdown files under content/blog/, read at build time. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import type { BlogFrontmatter } from '@/content/types';

export interface BlogPost extends BlogFrontmatter {
  slug: string;
  /** The body as HTML, rendered from trusted Markdown in the repository. */
  html: string;
  /** The body as Markdown, for word counts and link checks. */
  markdown: string;
  readingMinutes: number;
  wordCount: number;
}

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');
const WORDS_PER_MINUTE = 220;

function readPost(file: string): BlogPost {
  const source = fs.readFileSync(path.join(BLOG_DIR, file), 'utf8');
  const { data, content } = matter(source);
  const wordCount = content.split(/\s+/).filter(Boolean).length;
  const frontmatter = data as BlogFrontmatter;
  return {
    ...frontmatter,
    // YAML turns an unquoted date into a Date; keep the YYYY-MM-DD text.
    date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date),
    slug: file.replace(/\.md$/, ''),
    html: marked.parse(content, { async: false }),
    markdown: content,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}

let cache: BlogPost[] | undefined;

/** Every post, newest first. */
export function getBlogPosts(): BlogPost[] {
  cache ??= fs
    .readdirSync(BLOG_DIR)
    .filter((file) => file.endsWith('.md'))
    .map(readPost)
    .sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return getBlogPosts().find((post) => post.slug === slug);
}
