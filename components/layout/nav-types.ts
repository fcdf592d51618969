import type { IconName } from '@/lib/content/icon-names';

/** The catalogue as the menus need it; icons travel by name (their drawings in NavMenuData). */
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

/** What /nav-services.json holds: the services, and the drawing of each icon the menus show. */
export interface NavMenuData {
  services: NavServicesByCategory;
  /** An icon's name, and its drawing as SVG markup (lib/icons/drawings.ts). */
  icons: Partial<Record<IconName, string>>;
}

/** Where the export writes them (app/nav-services.json/route.ts); the menus fetch them there. */
export const NAV_SERVICES_PATH = '/nav-services.json';

export interface NavLinkItem {
  name: string;
  href: string;
}
