/** A case study (content/portfolio/<slug>.md) and a role (content/hiring/<slug>.md). */
import * as z from 'zod';
import { order, slug, text } from './common';

export const caseStudyFile = z.strictObject({
  /** A generic description of a fictional client, e.g. "A regional hospital network". */
  client: text,
  title: text,
  /** The slug of one of the service categories (a folder under content/services/). */
  category: slug,
  industry: text,
  stack: z.array(text).min(1),
  results: z.array(text).min(1),
  /** The body's "## Problem" section. */
  problem: text,
  /** The body's "## Solution" section. */
  solution: text,
});

const roleFacts = { title: text, location: text, type: text };

export const roleFile = z.strictObject({
  order,
  ...roleFacts,
  responsibilities: z.array(text).min(1),
  requirements: z.array(text).min(1),
  /** The body. */
  summary: text,
});

export type CaseStudy = z.output<typeof caseStudyFile> & { slug: string };
export type JobRole = z.output<typeof roleFile> & { slug: string };
