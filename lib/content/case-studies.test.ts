import { describe, expect, it } from 'vitest';
import { caseStudies } from '.';
import { caseStudiesFor, neighboursOf, servicesOf } from './case-studies';

const slugs = (studies: { slug: string }[]) => studies.map((study) => study.slug);

describe('the work shown on a hub or a service page', () => {
  it("a hub shows its category's case studies in the portfolio's order", () => {
    expect(slugs(caseStudiesFor('customized-applications'))).toEqual([
      'distributor-order-management-system',
      'property-management-tenant-portal',
    ]);
  });

  it("a service page shows those that used the service first, from any category, then the rest of its category's", () => {
    const work = slugs(caseStudiesFor('customized-applications', 'api-integration-development'));
    const usedTheService = ['hospital-network-patient-app', 'logistics-invoice-extraction-ai'];
    const restOfCategory = [
      'distributor-order-management-system',
      'property-management-tenant-portal',
    ];
    expect(work).toEqual([...usedTheService, ...restOfCategory]);
  });
});

describe('a case study', () => {
  it('names its services with the category each belongs to', () => {
    const [hospital] = caseStudies;
    expect(
      servicesOf(hospital!).map(({ category, service }) => `${category.slug}/${service.slug}`),
    ).toEqual([
      'mobile-development/hybrid-app-development',
      'mobile-development/mobile-app-design',
      'customized-applications/api-integration-development',
    ]);
  });

  it('has no previous at the start and no next at the end', () => {
    expect(neighboursOf(caseStudies[0]!).previous).toBeUndefined();
    expect(neighboursOf(caseStudies.at(-1)!).next).toBeUndefined();
    expect(neighboursOf(caseStudies[1]!)).toEqual({
      previous: caseStudies[0],
      next: caseStudies[2],
    });
  });
});
