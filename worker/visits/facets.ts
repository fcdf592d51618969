// The two dimensions counted beside each batch, read from the request at the moment of counting
// and kept only as a count per day (worker/storage/visit-counts.ts): neither the address nor the
// user agent they come from is stored or printed (docs/privacy.md).
import { type DeviceClass, deviceClass } from '@/lib/funnel/device';

/** A country Cloudflare could not tell: none given, `XX` (unknown) or `T1` (Tor). */
export const UNKNOWN_COUNTRY = 'unknown';

/** ISO 3166-1 alpha-2, as Cloudflare writes it. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Cloudflare's `request.cf.country`; anything else than two capital letters is `unknown`. */
export function requestCountry(request: Request): string {
  const cf = (request as Request & { cf?: unknown }).cf;
  const country =
    typeof cf === 'object' && cf !== null ? (cf as Record<string, unknown>).country : undefined;
  return typeof country === 'string' && COUNTRY_CODE.test(country) && country !== 'XX'
    ? country
    : UNKNOWN_COUNTRY;
}

export function requestDevice(request: Request): DeviceClass {
  return deviceClass(request.headers.get('User-Agent'));
}
