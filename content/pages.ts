import type { TopPage } from '@/content/types';

import { home } from '@/content/home';

export type TopPageKey =
  | 'home'
  | 'portfolio'
  | 'blog'
  | 'hiring'
  | 'contact'
  | 'privacyPolicy'
  | 'termsAndCondition'
  | 'notFound';

export const pages = {
  home: {
    heading: home.hero.heading,
    lead: 'NimbleForge Technologies builds mobile apps, custom business software, eCommerce platforms, AI, cloud and blockchain solutions for startups, growing companies and enterprises. Since 2011 our teams in India and the United States have delivered more than 175 projects, and we support every one of them.',
    meta: {
      title: 'NimbleForge Technologies | Software Development Company',
      description:
        'NimbleForge builds mobile apps, custom software, eCommerce, AI, cloud and blockchain solutions for growing businesses. 175+ projects delivered since 2011.',
      keywords: [
        'software development company',
        'mobile app development',
        'custom software development',
        'ecommerce development',
        'ai development services',
        'cloud and blockchain development',
      ],
    },
  },
  portfolio: {
    heading: 'Our work',
    lead: 'A selection of projects we have designed, built and supported for clients in healthcare, fintech, retail, logistics, education and real estate. Each case study explains the problem you would recognize, what we built, the technology we chose and the results the client saw.',
    meta: {
      title: 'Portfolio and Case Studies | NimbleForge',
      description:
        'Case studies of mobile apps, web platforms, AI and cloud projects NimbleForge built for healthcare, fintech, retail and logistics clients, with results.',
      keywords: [
        'software development portfolio',
        'app development case studies',
        'custom software projects',
        'nimbleforge portfolio',
        'client success stories',
      ],
    },
  },
  blog: {
    heading: 'Insights from our engineering team',
    lead: "Practical articles from the people who build our clients' software: how to scope an app, choose a tech stack, plan a cloud migration, budget for AI features and keep a product healthy after launch. No fluff, just what we have learned on real projects.",
    meta: {
      title: 'Software Development Blog | NimbleForge',
      description:
        'Practical guides on app development, custom software, cloud, AI and product design from the NimbleForge engineering team, based on lessons from real projects.',
      keywords: [
        'software development blog',
        'app development guides',
        'cloud migration tips',
        'ai in business',
        'product design advice',
      ],
    },
  },
  hiring: {
    heading: 'Build software that matters with us',
    lead: 'We are hiring engineers, designers and business developers in Bangalore, Hyderabad and Wilmington, and remotely across India and the United States. You will work directly with clients, own real features from design to production and learn from people who have shipped for over fifteen years.',
    meta: {
      title: 'Careers and Open Roles | NimbleForge',
      description:
        'Join NimbleForge in Bangalore, Hyderabad, Wilmington or remotely. Open roles in mobile, backend, machine learning, design, DevOps and business development.',
      keywords: [
        'software jobs bangalore',
        'software jobs hyderabad',
        'remote developer jobs india',
        'react native jobs',
        'machine learning engineer jobs',
        'nimbleforge careers',
      ],
    },
  },
  contact: {
    heading: "Let's talk about your project",
    lead: 'Tell us what you want to build or fix, and a senior member of our team will reply within one business day. You can request a quote, book a free call, message us on WhatsApp or visit our offices in Bangalore, Hyderabad and Wilmington, Delaware.',
    meta: {
      title: 'Contact Us and Request a Quote | NimbleForge',
      description:
        'Request a quote, book a free consultation or message NimbleForge on WhatsApp. Offices in Bangalore, Hyderabad and Wilmington, DE. We reply within one day.',
      keywords: [
        'contact nimbleforge',
        'request a software quote',
        'book a consultation',
        'software company bangalore',
        'software company hyderabad',
        'software company delaware',
      ],
    },
  },
  privacyPolicy: {
    heading: 'Privacy policy',
    lead: 'This policy explains what personal information NimbleForge Technologies collects when you visit this website, request a quote or apply for a job, why we collect it, how long we keep it, who we share it with and how you can access, correct or delete it.',
    meta: {
      title: 'Privacy Policy | NimbleForge',
      description:
        'How NimbleForge Technologies collects, uses, stores and protects your personal information when you use our website, request a quote or apply for a role.',
      keywords: [
        'privacy policy',
        'nimbleforge privacy',
        'personal data protection',
        'cookie policy',
      ],
    },
  },
  termsAndCondition: {
    heading: 'Terms and conditions',
    lead: 'These terms govern your use of the NimbleForge Technologies website and the information on it. Please read them before using the site. Services we deliver to clients are covered by separate written agreements, which take precedence over these website terms.',
    meta: {
      title: 'Terms and Conditions | NimbleForge',
      description:
        'The terms and conditions that govern your use of the NimbleForge Technologies website, its content and information, including liability and applicable law.',
      keywords: [
        'terms and conditions',
        'website terms of use',
        'nimbleforge terms',
        'legal information',
      ],
    },
  },
  notFound: {
    heading: 'Page not found',
    lead: 'The address you followed does not exist on this site. It may have moved, or the link may contain a typo. Head back to the home page, explore our services to see what we build, or contact us and we will help you find what you need.',
    meta: {
      title: 'Page Not Found | NimbleForge',
      description:
        'The page you were looking for does not exist on the NimbleForge website. Return to the home page, browse our services or contact our team for help.',
      keywords: ['page not found', '404 error', 'nimbleforge', 'missing page'],
    },
  },
} satisfies Record<TopPageKey, TopPage>;
