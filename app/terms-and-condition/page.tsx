import { LegalPage } from '@/components/sections/LegalPage';
import { pages } from '@/lib/content';
import { getLegalHtml } from '@/lib/legal';
import { topLevelPaths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(
  topLevelPaths.termsAndCondition,
  pages.termsAndCondition.meta,
);

export default function TermsPage() {
  const { heading, lead } = pages.termsAndCondition;
  return <LegalPage heading={heading} lead={lead} html={getLegalHtml('terms-and-condition')} />;
}
