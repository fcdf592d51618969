import * as z from 'zod';
import { order, pageAddress, pageMeta, slug, text } from './common';

/** The accent colours a product visual may use: each a colour with the pale tint beside it. */
export const ACCENTS = {
  indigo: { main: '#4f46e5', tint: '#e0e7ff' },
  teal: { main: '#0f766e', tint: '#ccfbf1' },
  emerald: { main: '#047857', tint: '#d1fae5' },
  amber: { main: '#b45309', tint: '#fef3c7' },
  rose: { main: '#be123c', tint: '#ffe4e6' },
  sky: { main: '#0369a1', tint: '#e0f2fe' },
  violet: { main: '#6d28d9', tint: '#ede9fe' },
} as const;

const accentNames = Object.keys(ACCENTS) as [keyof typeof ACCENTS, ...(keyof typeof ACCENTS)[]];

/** A short text for a drawing: its length is what fits on the screen it is drawn in. */
const short = (max: number) => text.max(max);

/** A figure or a value, written as text or as a number (18 is read as "18"). */
const figure = (max: number) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), short(max));

/** Drawn by components/visuals/ProductVisual.tsx; `alt` is what a screen reader hears instead. */
const visual = z
  .strictObject({
    device: z.enum(['phone', 'browser'], { error: 'must be phone or browser' }),
    screen: short(26),
    accent: z.enum(accentNames, {
      error: `must be one of: ${accentNames.join(', ')}`,
    }),
    /** list: the rows fill the screen; bars or line: a chart of `chart`, with the rows under it. */
    shape: z.enum(['list', 'bars', 'line'], { error: 'must be list, bars or line' }),
    /** Heights of the chart, in any unit: only their proportions are drawn. */
    chart: z.array(z.number().nonnegative()).min(3).max(12).optional(),
    rows: z
      .array(z.strictObject({ label: short(24), value: figure(12) }))
      .min(2)
      .max(4),
    alt: text.min(40).max(300),
  })
  .superRefine((value, context) => {
    if (value.shape !== 'list' && !value.chart)
      context.addIssue({
        code: 'custom',
        path: ['chart'],
        message: `is missing: a ${value.shape} screen draws these values`,
      });
  });

export const caseStudyFile = z.strictObject({
  /** Where the case study comes in the portfolio and in the previous and next links: 1 is first. */
  order,
  /** A generic description of a fictional client: its kind and where it is. */
  client: z.strictObject({ kind: text, place: text }),
  title: text,
  ...pageAddress,
  /** The slug of one of the service categories (a folder under content/services/). */
  category: slug,
  /** The services the project used (file names under content/services/<category>/). */
  services: z.array(slug).min(1),
  industry: text,
  stack: z.array(text).min(1),
  /** The first is the headline result, on the case study's card. */
  results: z
    .array(z.strictObject({ figure: figure(12), label: text.max(120) }))
    .min(2)
    .max(4),
  visual,
  /** What someone at the client said about the project, if they agreed to be quoted. */
  testimonial: z.strictObject({ quote: text, role: text }).optional(),
  meta: pageMeta,
  problem: text,
  solution: text,
});

const roleFacts = { title: text, location: text, type: text };

export const roleFile = z.strictObject({
  order,
  ...roleFacts,
  responsibilities: z.array(text).min(1),
  requirements: z.array(text).min(1),
  summary: text,
});

// `slug` is the URL's last part (its `address`, or else its file name); `file` is the file name,
// by which the home page's selected work names it.
export type CaseStudy = z.output<typeof caseStudyFile> & { slug: string; file: string };
export type CaseStudyVisual = CaseStudy['visual'];
export type Accent = keyof typeof ACCENTS;
export type JobRole = z.output<typeof roleFile> & { slug: string };
