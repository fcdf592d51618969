import { categories, site } from '@/lib/content';
import { categoryPath, servicePath } from '@/lib/routes';
import type { NavCategory, NavLinkItem } from './nav-types';

/** The catalogue as the menus show it, in the order of content/site.yaml. */
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

const servicesAt = site.menu.indexOf('services');
const links = (items: typeof site.menu): NavLinkItem[] =>
  items.flatMap((item) => (item === 'services' ? [] : [{ name: item.label, href: item.href }]));

/** The top bar's links before and after the Service mega-menu (the "services" entry of menu). */
export const linksBeforeServices = links(site.menu.slice(0, servicesAt));
export const linksAfterServices = links(site.menu.slice(servicesAt + 1));
