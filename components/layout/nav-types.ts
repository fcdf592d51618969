import type { IconName } from '@/lib/content/icon-names';

/** The catalogue as the menus need it; icons travel by name (components/ui/Icon.tsx). */
export interface NavService {
  name: string;
  href: string;
  description: string;
  icon: IconName;
}

/** A category as the menus get it in their props; its services come later (nav-services.ts). */
export interface NavCategory {
  name: string;
  href: string;
  description: string;
  icon: IconName;
}

/** Each category's services, by the category's href, as the export writes them. */
export type NavServicesByCategory = Record<string, NavService[]>;

/** Where the export writes them (app/nav-services.json/route.ts); the menus fetch them there. */
export const NAV_SERVICES_PATH = '/nav-services.json';

export interface NavLinkItem {
  name: string;
  href: string;
}
