// The icons below the first screen as cached files (lib/icons/icon-files.ts).
import { iconFiles } from '@/lib/icons/icon-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...iconFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const draw = iconFiles().get((await params).file);
  if (!draw) return new Response('Not found', { status: 404 });
  return new Response(draw(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
