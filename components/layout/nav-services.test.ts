import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNavIcons, getNavServices, loadNavServices } from './nav-services';
import { NAV_SERVICES_PATH } from './nav-types';

const services = {
  '/ai-services/': [
    {
      name: 'Computer Vision',
      href: '/ai-services/computer-vision/',
      description: 'CV.',
      icon: 'ScanEye',
    },
  ],
};

const icons = { ScanEye: '<circle cx="12" cy="12" r="3"></circle>' };

afterEach(() => vi.unstubAllGlobals());

describe('the menus services (nav-services.ts)', () => {
  it('loads once: no second request while one is under way; a failure is tried again at the next call, and a success ends the requests', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => Response.json({ services, icons }));
    vi.stubGlobal('fetch', fetch);

    const first = loadNavServices();
    void loadNavServices();
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(NAV_SERVICES_PATH);
    expect(getNavServices()).toBeUndefined();
    expect(getNavIcons()).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      'The menu services could not be loaded:',
      new Error(`${NAV_SERVICES_PATH}: HTTP 503`),
    );

    await loadNavServices();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getNavServices()).toBeUndefined();

    await loadNavServices();
    expect(getNavServices()).toEqual(services);
    expect(getNavIcons()).toEqual(icons);
    await loadNavServices();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
