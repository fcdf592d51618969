import { Container } from './Container';
import { PageHero } from './PageHero';

/** A policy page: the h1 and lead from content/pages.ts, the body from Markdown. */
export function LegalPage({
  heading,
  lead,
  html,
}: {
  heading: string;
  lead: string;
  html: string;
}) {
  return (
    <>
      <PageHero heading={heading} lead={<p>{lead}</p>} />
      <Container className="pb-16">
        <div className="prose-copy mx-auto max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
    </>
  );
}
