// Each technology mark as a small cached file: inline, their paths doubled a page's HTML.
import { markFiles, markSvg } from '@/lib/icons/technology-marks';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...markFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const mark = markFiles().get((await params).file);
  if (!mark) return new Response('Not found', { status: 404 });
  return new Response(markSvg(mark), { headers: { 'Content-Type': 'image/svg+xml' } });
}
