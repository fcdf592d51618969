// Each case study's product visual as a cached file, for the cards (components/visuals/visual-file.ts).
import { productVisualPath, productVisualSvg } from '@/components/visuals/visual-file';
import { caseStudies } from '@/lib/content';

export const dynamic = 'force-static';
export const dynamicParams = false;

function fileName(slug: string): string {
  return productVisualPath(slug).split('/').at(-1)!;
}

export function generateStaticParams() {
  return caseStudies.map((study) => ({ file: fileName(study.slug) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const study = caseStudies.find((candidate) => fileName(candidate.slug) === file);
  if (!study) return new Response('Not found', { status: 404 });
  return new Response(productVisualSvg(study.visual), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
}
