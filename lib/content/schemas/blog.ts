/** A blog post (content/blog/<slug>.md): front matter, then the post in Markdown. */
import * as z from 'zod';
import { text } from './common';

export const blogPostFile = z.strictObject({
  title: text,
  description: text.min(120).max(160),
  /** YYYY-MM-DD */
  date: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }),
  authorRole: text,
  keywords: z.array(text).min(1),
});

export type BlogFrontmatter = z.output<typeof blogPostFile>;
