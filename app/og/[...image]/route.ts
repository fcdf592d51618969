// A route handler, not the opengraph-image convention, whose files have no extension for hosts.
import { shareImagePng } from './share-image-response';
import { cardForSegments, shareCards, shareImageSegments } from '@/lib/site/share-image';
import { exportedOnly } from '@/lib/site/exported-pages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return exportedOnly(shareCards(), (card) => card.path).map((card) => ({
    image: shareImageSegments(card.path),
  }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const card = cardForSegments((await params).image);
  if (!card) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await shareImagePng(card)), {
    headers: { 'Content-Type': 'image/png' },
  });
}
