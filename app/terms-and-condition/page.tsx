import { LegalPage } from '@/components/sections/LegalPage';
import { pages, renderMarkdown } from '@/lib/content';
import { buildMetadata } from '@/lib/site/seo';

export function generateMetadata() {
  return buildMetadata(pages.termsAndCondition.path, pages.termsAndCondition.meta);
}

export default function TermsPage() {
  const { heading, lead, body } = pages.termsAndCondition;
  return <LegalPage heading={heading} lead={lead} html={renderMarkdown(body)} />;
}
