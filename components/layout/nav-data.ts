import { categories } from '@/lib/content';
import { categoryPath, servicePath, topLevelPaths } from '@/lib/routes';
import type { NavCategory, NavLinkItem } from './nav-types';

/** The catalogue as the menus show it, derived from content/services.ts. */
export function navCategories(): NavCategory[] {
  return categories.map((category) => ({
    name: category.name,
    href: categoryPath(category),
    description: category.description,
    icon: category.icon,
    services: category.subServices.map((service) => ({
      name: service.name,
      href: servicePath(category, service),
      description: service.description,
      icon: service.icon,
    })),
  }));
}

export const linksBeforeServices: NavLinkItem[] = [{ name: 'Home', href: topLevelPaths.home }];

export const linksAfterServices: NavLinkItem[] = [
  { name: 'Portfolio', href: topLevelPaths.portfolio },
  { name: 'Blog', href: topLevelPaths.blog },
  { name: 'Hiring', href: topLevelPaths.hiring },
  { name: 'Contact', href: topLevelPaths.contact },
];
