import { describe, expect, it } from 'vitest';
import { categories } from '@/content/services';
import { budgetOptions, serviceOptions } from '@/content/quote';
import { getSitePages } from '@/lib/content';
import * as constants from '@/lib/constants';

/** SPEC.md section 2, word for word. */
const SPEC_CATALOGUE: Record<string, string[]> = {
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
  it('has exactly the categories and slugs of SPEC.md section 2, in order', () => {
    const actual = Object.fromEntries(
      categories.map((category) => [
        category.slug,
        category.subServices.map((service) => service.slug),
      ]),
    );
    expect(actual).toEqual(SPEC_CATALOGUE);
    expect(Object.keys(actual)).toEqual(Object.keys(SPEC_CATALOGUE));
    expect(categories.flatMap((category) => category.subServices)).toHaveLength(43);
  });

  it('passes the build-time content validation', () => {
    const pages = getSitePages();
    expect(pages.length).toBeGreaterThanOrEqual(57);
  });
});

describe('the quote options and constants', () => {
  it('match SPEC.md sections 3 and 9', () => {
    expect(serviceOptions).toEqual([
      'UI/UX Design',
      'Web Development',
      'Mobile Development',
      'Customized Applications',
      'eCommerce Development',
      'AWS Cloud Service',
      'Digital Marketing',
    ]);
    expect(budgetOptions).toEqual([
      '$5K - $10K',
      '$10K - $50K',
      '$50K - $100K',
      '$100K - $250K',
      '$250K - $500K',
    ]);
    expect(constants).toMatchObject({
      QUOTE_AUTO_OPEN_DELAY_MS: 10_000,
      BACK_TO_TOP_THRESHOLD_PX: 300,
      MOBILE_BREAKPOINT_PX: 768,
      MEETING_LOADER_TIMEOUT_MS: 6_000,
      SCHEDULING_EMBED_HEIGHT_PX: 500,
      PHONE_DEFAULT_COUNTRY: 'IN',
      PHONE_NATIONAL_DIGITS: 10,
      STAT_PROJECTS: 175,
      STAT_YEARS: 15,
      STAT_SUPPORT_PERCENT: 100,
      COUNTER_DURATIONS_MS: [2000, 2500, 3000],
      SCROLL_REVEAL: { offsetPx: 120, durationMs: 400, throttleMs: 99, debounceMs: 50 },
      IMAGE_DEFAULT_QUALITY: 75,
      RATING_VALUE: 4.5,
      RATING_COUNT: 120,
    });
  });
});
