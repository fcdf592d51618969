import type { ReactNode } from 'react';

/** The catalogue as the menus need it, built on the server (icons pre-rendered there). */
export interface NavService {
  name: string;
  href: string;
  description: string;
  icon: ReactNode;
}

export interface NavCategory {
  name: string;
  href: string;
  description: string;
  icon: ReactNode;
  services: NavService[];
}

export interface NavLinkItem {
  name: string;
  href: string;
}
