import * as z from 'zod';
import { iconNames } from '@/lib/content/icon-names';
import { isSafeHref, SAFE_TARGETS } from '@/lib/content/markdown-safety';

export const text = z.string().trim().min(1);

const UNSAFE_LINK = `could run script: a link may go only to ${SAFE_TARGETS}`;

/** A link's target written in a field: the same rule as a link in a body (markdown-safety.ts). */
export const href = text.refine(isSafeHref, { error: UNSAFE_LINK });

/** Where an entry stands among its siblings (categories, services, roles): 1 is first. */
export const order = z.int().min(1);

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be a lowercase slug (a-z, 0-9 and hyphens)',
});

/**
 * The file name stays what other files name the entry by, so a renamed page keeps every
 * reference to it; each former address is sent on to it by a 301.
 */
export const pageAddress = {
  address: slug.optional(),
  /** Written by the editor when `address` changes (lib/editor/address.ts), not by hand. */
  former_addresses: z.array(slug).optional(),
};

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

export const sectionIntro = z.strictObject({ eyebrow: text, title: text, text });

/**
 * Text with {placeholders} the page fills in; any other {word} stops the build, as a typo would
 * show on the page. `required` ones must appear exactly once (where a link goes).
 */
export function template(names: readonly string[], required: readonly string[] = []) {
  const allowed = names.map((name) => `{${name}}`).join(', ');
  return text.superRefine((value, context) => {
    if (!value) return; // "is empty" says it all
    for (const [, name = ''] of value.matchAll(/\{(\w*)\}/g))
      if (!names.includes(name))
        context.addIssue({
          code: 'custom',
          message: `uses {${name}}, which this page does not fill in (${names.length ? `it fills in ${allowed}` : 'it fills in none'})`,
        });
    for (const name of required)
      if (value.split(`{${name}}`).length !== 2)
        context.addIssue({ code: 'custom', message: `must contain {${name}} exactly once` });
  });
}

/** An accessible name docs/behaviour.md section 11 gives as a pattern: any matching wording is fine. */
export function namedBy(base: z.ZodType<string, string>, pattern: RegExp, words: string) {
  return base.refine((value) => !value || pattern.test(value), {
    error: `must contain ${words}: screen readers and the browser tests find it by these words (docs/behaviour.md section 11)`,
  });
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A sentence with one link in it, written [words](/path/). */
export const textWithLink = text
  .refine((value) => !value || [...value.matchAll(LINK)].length === 1, {
    error: 'must contain exactly one link, written [words](/path/)',
  })
  .refine((value) => [...value.matchAll(LINK)].every((match) => isSafeHref(match[2] ?? '')), {
    error: `has a link that ${UNSAFE_LINK}`,
  })
  .transform((value) => {
    const match = [...value.matchAll(LINK)][0]!;
    return {
      before: value.slice(0, match.index),
      link: { text: match[1]!, href: match[2]! },
      after: value.slice(match.index + match[0].length),
    };
  });
