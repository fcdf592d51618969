import * as z from 'zod';
import { href, namedBy, template, text, textWithLink } from './common';

const webAddress = z.url({ protocol: /^https?$/, error: 'must be an https:// address' });

const link = z.strictObject({ label: text, href });

const office = z.strictObject({
  city: text,
  lines: z.array(text).min(1),
  /** Country for structured data (ISO 3166-1 alpha-2). */
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code, e.g. IN' }),
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

const consent = z.strictObject({
  /** {uses}: what each configured category is used for. */
  intro: template(['uses']),
  /** After the intro (and after the chat's note, when chat is configured). */
  necessaryNote: textWithLink,
  // withTurnstile is added to the description when Cloudflare Turnstile is configured.
  necessary: z.strictObject({ label: text, description: text, withTurnstile: text }),
  analytics: z.strictObject(consentCategory),
  /** `note` follows the intro when chat is configured. */
  chat: z.strictObject({ ...consentCategory, note: text }),
});

/** A field of the quote form's first step: the words under it and inside it while empty. */
const contactField = z.strictObject({ hint: text.optional(), placeholder: text.optional() });

/** The name of a step's optional comment field: docs/behaviour.md section 11 gives a pattern. */
const commentLabel = namedBy(text, /comment|details|tell us/i, '"comment", "details" or "tell us"');

const quote = z.strictObject({
  /** Above each step's title: {step} is its number, {count} the number of steps. */
  progress: template(['step', 'count']),
  contact: z.strictObject({
    title: text,
    name: contactField,
    mobile: contactField,
    email: contactField,
  }),
  service: z.strictObject({ title: text, commentLabel }),
  budget: z.strictObject({ title: text, commentLabel }),
  /** Under the buttons of every step; one link, written [words](/path/). */
  privacyNote: textWithLink,
  /** The screen that replaces the form once the request is accepted. */
  thankYou: z.strictObject({
    title: namedBy(text, /thank you/i, '"thank you"'),
    text,
  }),
  /** The column beside the form (on a phone only its counters show, on the first step). */
  trust: z.strictObject({
    /** The column's name, read aloud. */
    label: text,
    rating: template(['value', 'count']),
    officesTitle: text,
  }),
});

const meeting = z.strictObject({
  /** The calendar's name, read aloud; {brand} is the short name. */
  frameTitle: namedBy(template(['brand']), /schedul|meeting/i, '"meeting" or a form of "schedule"'),
  /** Under the calendar, before the link that opens the scheduling page in a new tab. */
  fallback: text,
  fallbackLink: text,
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
  // z.url() alone takes javascript:alert(1), a URL by its grammar.
  social: z.strictObject({ facebook: webAddress, x: webAddress, linkedin: webAddress }),
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
  legalLinks: z.array(link).min(1),
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
  quote,
  meeting,
});

export type Site = z.output<typeof siteFile>;
export type ConsentCopy = Site['consent'];
export type QuoteCopy = Site['quote'];
export type MeetingCopy = Site['meeting'];
