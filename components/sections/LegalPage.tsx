import { Container } from './Container';
import { PageHero } from './PageHero';

/** A policy page: the h1, the lead and the body of its file under content/pages/. */
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
