import { navMenuData } from '@/components/layout/nav-data';

// Written once by the static export, as out/nav-services.json (NAV_SERVICES_PATH).
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(navMenuData());
}
