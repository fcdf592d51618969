/**
 * The shapes of everything a marketer edits under content/.
 * The build validates the data against lib/content-schema.ts, so a mistake fails `next build`
 * with a message naming the entry.
 */
import type { IconName } from './icons';

export type { IconName };

/** Title, description and keywords of one page (title under 60 characters, description 120 to 160). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** The copy of one service page, 400 to 900 words in all. */
export interface ServicePageCopy {
  /** The hero's one-line promise. */
  promise: string;
  /** Two or three paragraphs introducing the service. */
  intro: string[];
  /** 5 to 8 concrete deliverables. */
  deliverables: TitledText[];
  /** 4 to 6 steps. */
  process: TitledText[];
  technologies: string[];
  /** 2 or 3 outcomes. */
  outcomes: TitledText[];
  /** 4 to 6 questions and answers. */
  faqs: Faq[];
  meta: PageMeta;
}

export interface SubService {
  slug: string;
  name: string;
  /** One sentence for the mega-menu and the cards. */
  description: string;
  icon: IconName;
  page: ServicePageCopy;
}

/** The copy of a category hub page. */
export interface CategoryHubCopy {
  /** Two or three paragraphs. */
  intro: string[];
  /** 3 to 4 reasons to choose the company for this category. */
  whyUs: TitledText[];
  meta: PageMeta;
}

export interface Category {
  slug: string;
  name: string;
  /** One sentence for the mega-menu. */
  description: string;
  icon: IconName;
  hub: CategoryHubCopy;
  subServices: SubService[];
}

/** The h1, lead paragraph and metadata of a top-level page. */
export interface TopPage {
  heading: string;
  lead: string;
  meta: PageMeta;
}

export interface CaseStudy {
  slug: string;
  /** A generic description of a fictional client, e.g. "A regional hospital network". */
  client: string;
  title: string;
  /** The slug of one of the seven service categories. */
  category: string;
  industry: string;
  problem: string;
  solution: string;
  stack: string[];
  results: string[];
}

export interface JobRole {
  slug: string;
  title: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export interface Testimonial {
  quote: string;
  /** The person's role, e.g. "Head of Product". */
  role: string;
  /** A generic company type, e.g. "Series B logistics start-up, Pune". */
  company: string;
}

export interface HomeCopy {
  hero: { eyebrow: string; heading: string; lead: string };
  categoriesIntro: TitledText;
  process: { intro: TitledText; steps: TitledText[] };
  statsIntro: TitledText;
  industries: { intro: TitledText; items: TitledText[] };
  testimonials: { intro: TitledText; items: Testimonial[] };
  closing: TitledText;
}

export interface BlogFrontmatter {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  authorRole: string;
  keywords: string[];
}
