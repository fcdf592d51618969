/** The top-level pages, one file each under content/pages/, and the schema of each. */
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
          /** The person's role, e.g. "Head of Product". */
          role: text,
          /** A generic company type, e.g. "Series B logistics start-up, Pune". */
          company: text,
        }),
      )
      .min(1),
  }),
  /** The closing call to action, also shown on the portfolio and on every blog post. */
  closing: titledText,
});

const portfolioPage = z.strictObject({
  ...heroPage,
  /** The headings inside each case study; `stack` names its list of technologies (read aloud only). */
  caseStudyHeadings: z.strictObject({ problem: text, solution: text, results: text, stack: text }),
  /** The case studies (file names under content/portfolio/), in the order shown. */
  caseStudies: z.array(slug).min(1),
});

const hiringPage = z.strictObject({
  ...heroPage,
  email: z.email({ error: 'must be an e-mail address' }),
  /** The heading of the list of roles; {count} in its text is the number of roles. */
  openRoles: z.strictObject({ title: text, text: template(['count']) }),
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

/** A policy page: the body is the policy, in Markdown. */
const legalPage = z.strictObject({ ...page, shareLabel: text, body: text });

/** Each top-level page: its file under content/pages/ and its schema. */
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
