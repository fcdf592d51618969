// Microsoft Clarity, only with the visitor's analytics consent, told to Clarity through its Consent
// API v2 (https://learn.microsoft.com/clarity/clarity-consent-api-v2).
import { clarityScriptUrl } from '@/lib/third-parties/origins';
import { loadScript } from './load-script';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    clarity?: Queue;
  }
}

export const CLARITY_COOKIES = ['_clck', '_clsk', 'CLID', 'ANONCHK', 'MR', 'MUID', 'SM'] as const;

let started = false;

export function startAnalytics() {
  if (started) return;
  started = true;
  // Clarity's documented queue: calls made before the tag arrives are replayed by it.
  window.clarity ??= Object.assign((...args: unknown[]) => {
    (window.clarity!.q ??= []).push(args);
  }, {});
  window.clarity('consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' });
  loadScript(clarityScriptUrl(), 'Session analytics');
}

export function stopAnalytics() {
  if (started && window.clarity) {
    started = false;
    try {
      window.clarity('consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' });
      window.clarity('stop');
    } catch (error) {
      console.warn('Session analytics did not take the withdrawal.', error);
    }
  }
  deleteCookies(CLARITY_COOKIES);
}

/** Expires each named cookie on this host and on every parent domain it could be set for. */
export function deleteCookies(names: readonly string[]) {
  const present = new Set(document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()));
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let index = 0; index < parts.length - 1; index += 1) {
    domains.push(`; domain=.${parts.slice(index).join('.')}`);
  }
  for (const name of names) {
    if (!present.has(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
