// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@/lib/third-parties/consent';

type Store = typeof import('./consent-store');

/** A fresh store (its state is the module's) with chat and analytics configured. */
async function loadStore(): Promise<Store> {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_CLARITY_PROJECT_ID', 'test-project');
  vi.stubEnv('NEXT_PUBLIC_TAWK_PROPERTY_ID', 'test-property');
  vi.stubEnv('NEXT_PUBLIC_TAWK_WIDGET_ID', 'test-widget');
  return import('./consent-store');
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

describe('the consent store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('shows the banner when nothing is stored, and keeps Reject all', async () => {
    const store = await loadStore();
    // Before the stored choice is read (the server's render, hydration), no banner is known of.
    expect(store.getConsentState()).toEqual({ record: null, view: 'closed', read: false });
    store.initConsent();
    expect(store.getConsentState().view).toBe('banner');
    store.rejectAll();
    expect(store.getConsentState().view).toBe('closed');
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: false, chat: false });
  });

  it('shows the banner over a corrupt record, and drops it', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    const store = await loadStore();
    store.initConsent();
    expect(store.getConsentState()).toEqual({ record: null, view: 'banner', read: true });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('honours a choice for six months, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    let store = await loadStore();
    store.initConsent();
    store.acceptAll();

    vi.setSystemTime(new Date('2026-07-14T12:00:00Z'));
    store = await loadStore();
    store.initConsent();
    expect(store.getConsentState().view).toBe('closed');
    expect(store.getConsentState().record).toMatchObject({ analytics: true, chat: true });

    vi.setSystemTime(new Date('2026-07-15T12:00:00Z'));
    store = await loadStore();
    store.initConsent();
    expect(store.getConsentState()).toEqual({ record: null, view: 'banner', read: true });
  });

  it('asks again when the stored record is of an older version', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION - 1, decidedAt: Date.now(), analytics: true }),
    );
    const store = await loadStore();
    store.initConsent();
    expect(store.getConsentState().view).toBe('banner');
  });

  it('a press on Chat with us grants the chat only; the banner stays for analytics', async () => {
    const store = await loadStore();
    store.initConsent();
    store.grantChatByRequest();
    expect(store.getConsentState().view).toBe('banner');
    expect(stored()).toMatchObject({ chat: true });
    expect(stored()).not.toHaveProperty('analytics');
  });

  it('saves preferences: unticked categories are refused', async () => {
    const store = await loadStore();
    store.initConsent();
    store.openPreferences();
    expect(store.getConsentState().view).toBe('preferences');
    store.savePreferences({ analytics: true });
    expect(stored()).toMatchObject({ analytics: true, chat: false });
  });

  it('with nothing configured there is nothing to ask', async () => {
    vi.resetModules();
    const store = await import('./consent-store');
    store.initConsent();
    expect(store.configuredCategories()).toEqual([]);
    expect(store.getConsentState().view).toBe('closed');
  });
});
