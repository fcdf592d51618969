// The menus' services and icons, fetched once per page view rather than carried in every page's
// HTML for the few visitors who open a menu.
import { useEffect } from 'react';
import { whenIdleAfterLoad } from '@/lib/ui/idle';
import { createStore } from '@/lib/ui/store';
import { NAV_SERVICES_PATH, type NavMenuData, type NavServicesByCategory } from './nav-types';

const menu = createStore<{ data?: NavMenuData }>({});
let request: Promise<void> | undefined;

export function getNavServices(): NavServicesByCategory | undefined {
  return menu.get().data?.services;
}

export function getNavIcons(): NavMenuData['icons'] | undefined {
  return menu.get().data?.icons;
}

/** Starts the load unless it has succeeded or is under way; settles when it is over. */
export function loadNavServices(): Promise<void> {
  if (menu.get().data) return Promise.resolve();
  request ??= fetch(NAV_SERVICES_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${NAV_SERVICES_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<NavMenuData>;
    })
    .then((data) => menu.set({ data }))
    .catch((error: unknown) => console.warn('The menu services could not be loaded:', error))
    .finally(() => {
      request = undefined;
    });
  return request;
}

/** The services once loaded (undefined until then); schedules the load for when the page is idle. */
export function useNavServices(): NavServicesByCategory | undefined {
  useEffect(() => whenIdleAfterLoad(() => void loadNavServices()), []);
  return menu.use((state) => state.data?.services);
}

/** The drawings of the menus' icons, by icon name, once loaded (they come with the services). */
export function useNavIcons(): NavMenuData['icons'] | undefined {
  return menu.use((state) => state.data?.icons);
}

/** The attributes of a button that shows and hides the menu panel `panelId`. */
export function disclosureButton(open: boolean, panelId: string) {
  return { type: 'button', 'aria-expanded': open, 'aria-controls': panelId } as const;
}
