import type { IconName } from '@/lib/content/icon-names';

/** The catalogue as the menus need it; icons travel by name (components/ui/Icon.tsx). */
export interface NavService {
  name: string;
  href: string;
  description: string;
  icon: IconName;
}

export interface NavCategory {
  name: string;
  href: string;
  description: string;
  icon: IconName;
  services: NavService[];
}

export interface NavLinkItem {
  name: string;
  href: string;
}
