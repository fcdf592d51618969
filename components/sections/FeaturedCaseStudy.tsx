import type { CaseStudy } from '@/lib/content';
import { CaseStudyCard } from './CaseStudyCard';

/** A case study beside a page's heading, from Tailwind's lg breakpoint, under a small label. */
export function FeaturedCaseStudy({ label, study }: { label: string; study: CaseStudy }) {
  return (
    <div className="ml-auto hidden max-w-md lg:block">
      <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <CaseStudyCard study={study} headingLevel="h2" />
    </div>
  );
}
