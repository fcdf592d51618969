/** content/site.yaml: the one site config. */
import * as z from 'zod';
import { slug, template, text, textWithLink } from './common';

const link = z.strictObject({ label: text, href: text });

const office = z.strictObject({
  /** Short label used in headings, e.g. "Bangalore". */
  city: text,
  /** Street address lines. */
  lines: z.array(text).min(1),
  /** Country for structured data (ISO 3166-1 alpha-2). */
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code, e.g. IN' }),
  /** Phones in international form, as dialled. */
  phones: z
    .array(
      z.string().regex(/^\+[\d ()-]+$/, {
        error: 'must start with + and the country code, e.g. +91 80 4719 2360',
      }),
    )
    .min(1),
});

/** One optional category of the consent banner: its checkbox, and what the intro says it is for. */
const consentCategory = {
  label: text,
  /** Joined with " and " into {uses} of the banner's intro, e.g. "tawk.to for live chat". */
  use: text,
  description: text,
};

/**
 * The consent banner's copy. The banner shows only when chat or analytics is configured, and
 * only the categories configured. Its heading and its buttons are fixed in code: the privacy
 * policy names them.
 */
const consent = z.strictObject({
  /** {uses}: what each configured category is used for. */
  intro: template(['uses']),
  /** After the intro (and after the chat's note, when chat is configured). */
  necessaryNote: textWithLink,
  necessary: z.strictObject({ label: text, description: text }),
  analytics: z.strictObject(consentCategory),
  /** `note` follows the intro when chat is configured. */
  chat: z.strictObject({ ...consentCategory, note: text }),
});

const stat = z.strictObject({ value: z.number().nonnegative(), suffix: z.string(), label: text });

export const siteFile = z.strictObject({
  name: text,
  shortName: text,
  legalName: text,
  tagline: text,
  description: text,
  foundedYear: z.number().int(),
  email: z.email({ error: 'must be an e-mail address' }),
  offices: z.array(office).min(1),
  social: z.strictObject({ facebook: z.url(), x: z.url(), linkedin: z.url() }),
  whatsapp: z.strictObject({
    /** International form without "+" or spaces, for https://wa.me/<number>. */
    number: z.string().regex(/^\d{8,15}$/, {
      error: 'must be digits only, with the country code, e.g. 919845021736',
    }),
    message: text,
  }),
  verifiedLine: text,
  stats: z.array(stat).min(1),
  rating: z.strictObject({ value: z.number().min(1).max(5), count: z.number().int().positive() }),
  /** The top bar, in order; the word "services" stands where the Service mega-menu goes. */
  menu: z
    .array(z.union([z.literal('services'), link]))
    .refine((items) => items.filter((item) => item === 'services').length === 1, {
      error: 'must name "services" exactly once: where the Service mega-menu goes',
    }),
  /** The links at the foot of every page. */
  legalLinks: z.array(link).min(1),
  /** The service catalogue: each category (a folder under content/services/) and its services, in menu order. */
  services: z.record(slug, z.array(slug).min(1)),
  footer: z.strictObject({
    title: text,
    text,
    servicesTitle: text,
    officesTitle: text,
    /** The name of the list of legal links (read aloud, not shown). */
    legalLabel: text,
    /** {year} is the year of the build, {legalName} the legal name above. */
    copyright: template(['year', 'legalName']),
  }),
  consent,
});

export type Site = z.output<typeof siteFile>;
export type SiteLink = z.output<typeof link>;
export type ConsentCopy = Site['consent'];
