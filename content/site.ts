/**
 * The one site config: brand, offices, contact details, social links, stats and rating.
 * Everything that names the company reads it from here.
 */

import {
  RATING_COUNT,
  RATING_VALUE,
  STAT_PROJECTS,
  STAT_SUPPORT_PERCENT,
  STAT_YEARS,
} from '@/lib/constants';

export interface Office {
  /** Short label used in headings, e.g. "Bangalore". */
  city: string;
  /** Street address lines. */
  lines: string[];
  /** Country for structured data (ISO 3166-1 alpha-2). */
  country: string;
  /** Phones in international form, as dialled. */
  phones: string[];
}

export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

export const site = {
  name: 'NimbleForge Technologies',
  shortName: 'NimbleForge',
  legalName: 'NimbleForge Technologies Private Limited',
  tagline: 'Software that ships, scales and keeps earning its keep.',
  description:
    'NimbleForge Technologies designs and builds mobile apps, custom business software, eCommerce platforms, AI, cloud and blockchain solutions for growing companies.',
  foundedYear: 2011,
  email: 'info@nimbleforge.tech',
  offices: [
    {
      city: 'Bangalore',
      lines: [
        '4th Floor, Prestige Tech Arcade',
        '80 Feet Road, Koramangala 4th Block',
        'Bengaluru, Karnataka 560034, India',
      ],
      country: 'IN',
      phones: ['+91 80 4719 2360', '+91 98450 21736'],
    },
    {
      city: 'Hyderabad',
      lines: [
        'Unit 603, Cyber Pearl Tower B',
        'HITEC City, Madhapur',
        'Hyderabad, Telangana 500081, India',
      ],
      country: 'IN',
      phones: ['+91 40 4852 6610', '+91 99490 33218'],
    },
    {
      city: 'United States',
      lines: ['1207 Delaware Avenue, Suite 340', 'Wilmington, DE 19806', 'United States'],
      country: 'US',
      phones: ['+1 (302) 555-0147'],
    },
  ] satisfies Office[],
  social: {
    facebook: 'https://www.facebook.com/nimbleforgetech',
    x: 'https://x.com/nimbleforgetech',
    linkedin: 'https://www.linkedin.com/company/nimbleforge-technologies',
  },
  /** WhatsApp number in international form without "+" or spaces, for https://wa.me/<number>. */
  whatsappNumber: '919845021736',
  whatsappMessage: 'Hello NimbleForge, I would like to discuss a software project.',
  verifiedLine: 'Verified by leading business firms',
  stats: [
    { value: STAT_PROJECTS, suffix: '+', label: 'Projects delivered' },
    { value: STAT_YEARS, suffix: '+', label: 'Years of experience' },
    { value: STAT_SUPPORT_PERCENT, suffix: '%', label: 'Support' },
  ] satisfies Stat[],
  rating: { value: RATING_VALUE, count: RATING_COUNT },
} as const;

export type Site = typeof site;
