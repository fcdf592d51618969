import { categories, site } from '@/lib/content';
import { categoryPath, servicePath } from '@/lib/content/routes';
import { iconMarkup } from '@/lib/icons/drawings';
import type { NavCategory, NavLinkItem, NavMenuData, NavServicesByCategory } from './nav-types';

/** The categories as the menus show them, in the order of content/site.yaml. */
export function navCategories(): NavCategory[] {
  return categories.map((category) => ({
    name: category.name,
    href: categoryPath(category),
    description: category.description,
    icon: category.icon,
  }));
}

/** Each category's services as the menus show them. */
export function navServices(): NavServicesByCategory {
  return Object.fromEntries(
    categories.map((category) => [
      categoryPath(category),
      category.subServices.map((service) => ({
        name: service.name,
        href: servicePath(category, service),
        description: service.description,
        icon: service.icon,
      })),
    ]),
  );
}

const servicesAt = site.menu.indexOf('services');
const links = (items: typeof site.menu): NavLinkItem[] =>
  items.flatMap((item) => (item === 'services' ? [] : [{ name: item.label, href: item.href }]));

/** The top bar's links before and after the Service mega-menu (the "services" entry of menu). */
export const linksBeforeServices = links(site.menu.slice(0, servicesAt));
export const linksAfterServices = links(site.menu.slice(servicesAt + 1));

/**
 * What /nav-services.json holds: the services, and the drawings of the icons the menus show (every
 * category's and every service's), each once.
 */
export function navMenuData(): NavMenuData {
  const services = navServices();
  const names = new Set([
    ...categories.map((category) => category.icon),
    ...Object.values(services).flatMap((list) => list.map((service) => service.icon)),
  ]);
  return {
    services,
    icons: Object.fromEntries([...names].map((name) => [name, iconMarkup(name)])),
  };
}
