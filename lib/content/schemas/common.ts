/** The building blocks of every content schema. Types come from the schemas (z.infer). */
import * as z from 'zod';
import { iconNames } from '../icon-names';

export const text = z.string().trim().min(1);

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be a lowercase slug (a-z, 0-9 and hyphens)',
});

/** Title, description and keywords of one page (title under 60 characters, description 120 to 160). */
export const pageMeta = z.strictObject({
  title: text.max(59),
  description: text.min(120).max(160),
  keywords: z.array(text).min(1),
});

export const titledText = z.strictObject({ title: text, text });

export const faq = z.strictObject({ question: text, answer: text });

export const icon = z.enum(iconNames, {
  error: (issue) =>
    `"${String(issue.input)}" is not an icon the site has (the list is in lib/content/icon-names.ts)`,
});

/** Plain-text paragraphs: the body of a file, split at blank lines. */
export const paragraphs = z.array(text).min(1);

export type PageMeta = z.infer<typeof pageMeta>;
export type TitledText = z.infer<typeof titledText>;
export type Faq = z.infer<typeof faq>;
