import * as z from 'zod';
import { pageMeta, sectionIntro, slug, template, text, titledText } from './common';

const page = { heading: text, lead: text, meta: pageMeta };

/** Every top-level page but the policies shows an eyebrow above its h1. */
const heroPage = { eyebrow: text, ...page };

const homePage = z.strictObject({
  ...heroPage,
  /** The line under the calls to action: {value} and {count} are the rating in content/site.yaml. */
  ratingLine: template(['value', 'count']),
  categoriesIntro: sectionIntro,
  process: z.strictObject({ intro: sectionIntro, steps: z.array(titledText).min(1) }),
  statsIntro: sectionIntro,
  industries: z.strictObject({ intro: sectionIntro, items: z.array(titledText).min(1) }),
  testimonials: z.strictObject({
    intro: sectionIntro,
    items: z
      .array(
        z.strictObject({
          quote: text,
          role: text,
          /** A generic company type, e.g. "Series B logistics start-up, Pune". */
          company: text,
        }),
      )
      .min(1),
  }),
  /** Case studies by file name, in the order shown; `link` leads to the whole portfolio. */
  selectedWork: z.strictObject({
    intro: sectionIntro,
    caseStudies: z.array(slug).length(3, { error: 'must name exactly 3 case studies' }),
    link: text,
  }),
  /** The closing call to action, also shown on the portfolio and on every blog post. */
  closing: titledText,
});

/** Also the words every case study's page and card share. */
const portfolioPage = z.strictObject({
  ...heroPage,
  /** The card beside the heading on wide screens: the label above the first four headline results. */
  highlightsLabel: text,
  caseStudy: z.strictObject({
    /** The small label above each case study's heading; also on its share image. */
    eyebrow: text,
    /** The line under the heading: {kind} and {place} are the client's, {industry} its sector. */
    client: template(['kind', 'place', 'industry']),
    resultsTitle: text,
    problemTitle: text,
    solutionTitle: text,
    stackTitle: text,
    testimonialTitle: text,
    servicesTitle: text,
    /** The links to the case studies before and after this one, and their list's name. */
    previous: text,
    next: text,
    moreLabel: text,
    /** The call to action at the end of each case study; {category} is its category's name. */
    cta: z.strictObject({ title: template(['category']), text: template(['category']) }),
  }),
  /** The words on each case study's card: `result` names the headline figure's list (read aloud). */
  card: z.strictObject({ result: text }),
});

const hiringPage = z.strictObject({
  ...heroPage,
  email: z.email({ error: 'must be an e-mail address' }),
  /** The heading of the list of roles; {count} in its text is the number of roles. */
  openRoles: z.strictObject({ title: text, text: template(['count']) }),
  /** The card beside the heading on wide screens: the roles open now, each linked to its entry. */
  rolesCard: z.strictObject({ title: template(['count']), text }),
  roleHeadings: z.strictObject({ responsibilities: text, requirements: text }),
  cultureTitle: text,
  culture: z.array(titledText).min(1),
  benefitsTitle: text,
  benefits: z.array(titledText).min(1),
  openApplication: z.strictObject({ title: text, text, button: text }),
});

/** The blog page; `post` holds the words around each post, here and on the post's own page. */
const blogPage = z.strictObject({
  ...heroPage,
  /** The label above the newest post, beside the heading on wide screens. */
  latestLabel: text,
  post: z.strictObject({
    readingTime: template(['minutes']),
    byline: template(['role']),
    /** The links at the end of a post to the older and the newer post, and their list's name. */
    previous: text,
    next: text,
    moreLabel: text,
  }),
});

const contactPage = z.strictObject({
  ...heroPage,
  responseTime: text,
  /** The card beside the heading on wide screens: the e-mail and each office's first phone. */
  direct: z.strictObject({ title: text, emailLabel: text, phonesLabel: text }),
  quote: titledText,
  meeting: titledText,
  whatsapp: z.strictObject({ title: text, text, button: text }),
  /** `mapLink` is each office's link to the map; {city} is the office's city. */
  offices: z.strictObject({ title: text, text, mapLink: template(['city']) }),
});

const notFoundPage = z.strictObject({
  ...heroPage,
  links: z.strictObject({ home: text, contact: text }),
  servicesTitle: text,
});

const legalPage = z.strictObject({ ...page, shareLabel: text, body: text });

export const topPageFiles = {
  home: { file: 'home', schema: homePage },
  portfolio: { file: 'portfolio', schema: portfolioPage },
  blog: { file: 'blog', schema: blogPage },
  hiring: { file: 'hiring', schema: hiringPage },
  contact: { file: 'contact', schema: contactPage },
  privacyPolicy: { file: 'privacy-policy', schema: legalPage },
  termsAndCondition: { file: 'terms-and-condition', schema: legalPage },
  notFound: { file: 'not-found', schema: notFoundPage },
} as const;

export type TopPageKey = keyof typeof topPageFiles;
export type TopPages = {
  [K in TopPageKey]: z.output<(typeof topPageFiles)[K]['schema']> & { path: string };
};
