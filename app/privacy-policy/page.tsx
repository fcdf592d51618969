import { LegalPage } from '@/components/sections/LegalPage';
import { pages } from '@/lib/content';
import { getLegalHtml } from '@/lib/legal';
import { topLevelPaths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(topLevelPaths.privacyPolicy, pages.privacyPolicy.meta);

export default function PrivacyPolicyPage() {
  const { heading, lead } = pages.privacyPolicy;
  return <LegalPage heading={heading} lead={lead} html={getLegalHtml('privacy-policy')} />;
}
