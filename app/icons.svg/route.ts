import { iconSprite } from '@/lib/icon-sprite';

// Written once by the static export, as out/icons.svg.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
