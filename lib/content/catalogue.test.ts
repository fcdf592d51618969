import { describe, expect, it } from 'vitest';
import { caseStudies, categories, getSitePages } from '@/lib/content';
import { getBlogPosts } from '@/lib/content/blog';

/** docs/behaviour.md section 2, word for word. */
const TOP_LEVEL = [
  '/',
  '/portfolio/',
  '/blog/',
  '/hiring/',
  '/contact/',
  '/privacy-policy/',
  '/terms-and-condition/',
];

const CATALOGUE: Record<string, string[]> = {
  'mobile-development': [
    'ios-app-development',
    'android-app-development',
    'hybrid-app-development',
    'mobile-app-design',
    'progressive-web-apps',
    'app-maintenance-support',
    'mobile-app-testing',
  ],
  'customized-applications': [
    'web-application-development',
    'custom-crm-erp-solutions',
    'enterprise-application-development',
    'custom-cms-lms-solution',
    'saas-application-development',
    'microservices',
    'api-integration-development',
  ],
  'ecommerce-development': [
    'ecommerce-website-development',
    'custom-ecommerce-solutions',
    'payment-gateway-solutions',
    'marketplace-development',
    'inventory-order-management-systems',
  ],
  'ui-ux-design': [
    'wireframing-prototyping',
    'user-interface-design',
    'user-experience-design',
    'visual-design',
    'interaction-design',
  ],
  'ai-services': [
    'machine-learning-models',
    'natural-language-processing',
    'predictive-analytics',
    'computer-vision',
    'ai-chatbots-virtual-assistants',
    'data-mining-analytics',
    'ai-strategy-consulting',
  ],
  'cloud-computing': [
    'cloud-strategy-consulting',
    'cloud-migration-services',
    'cloud-infrastructure-management',
    'devops',
    'aws-azure-google-cloud-solutions',
    'cloud-security-solutions',
    'serverless-architecture',
  ],
  'blockchain-development-solutions': [
    'nft-marketplace',
    'blockchain-app-developments',
    'cryptocurrency-wallet-development',
    'blockchain-integration',
    'forex-trading-solutions-blockchain',
  ],
};

describe('the service catalogue', () => {
  it('has exactly the categories and slugs of docs/behaviour.md section 2, in order', () => {
    const actual = Object.fromEntries(
      categories.map((category) => [
        category.slug,
        category.subServices.map((service) => service.slug),
      ]),
    );
    expect(actual).toEqual(CATALOGUE);
    expect(Object.keys(actual)).toEqual(Object.keys(CATALOGUE));
    expect(categories.flatMap((category) => category.subServices)).toHaveLength(43);
  });

  it('passes the build-time content validation and lists exactly the pages of docs/behaviour.md section 2, the case studies and the posts', () => {
    const expected = [
      ...TOP_LEVEL,
      ...Object.entries(CATALOGUE).flatMap(([category, services]) => [
        `/${category}/`,
        ...services.map((service) => `/${category}/${service}/`),
      ]),
      ...caseStudies.map((study) => `/portfolio/${study.slug}/`),
      ...getBlogPosts().map((post) => `/blog/${post.slug}/`),
    ];
    expect(getSitePages().map((page) => page.path)).toEqual(expected);
    expect(expected).toHaveLength(7 + 7 + 43 + caseStudies.length + getBlogPosts().length);
  });
});
