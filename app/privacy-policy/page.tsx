import { LegalPage } from '@/components/sections/LegalPage';
import { pages, renderMarkdown } from '@/lib/content';
import { buildMetadata } from '@/lib/site/seo';

export function generateMetadata() {
  return buildMetadata(pages.privacyPolicy.path, pages.privacyPolicy.meta);
}

export default function PrivacyPolicyPage() {
  const { heading, lead, body } = pages.privacyPolicy;
  return <LegalPage heading={heading} lead={lead} html={renderMarkdown(body)} />;
}
