import { JsonLdScript } from 'next-seo';

/** Server-rendered structured data; next-seo escapes "<" so the JSON cannot close the tag. */
export function JsonLd({ id, data }: { id: string; data: Record<string, unknown> }) {
  return <JsonLdScript id={id} scriptKey={id} data={data} />;
}
