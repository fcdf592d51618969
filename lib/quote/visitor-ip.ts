// The visitor's public IP (docs/behaviour.md section 6): fetched once when the browser is idle
// after load, kept for the quote payload.
import { siteEnv } from '@/lib/site/env';

let ip = '';
let started = false;

export function getVisitorIp(): string {
  return ip;
}

export async function lookUpVisitorIp(url: string = siteEnv().ipLookupUrl): Promise<void> {
  if (started) return;
  started = true;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const value = (body as { ip?: unknown } | null)?.ip;
    if (typeof value !== 'string') throw new Error('no ip field in the answer');
    ip = value;
  } catch (error) {
    console.warn('IP lookup failed; userip stays empty.', error);
  }
}
