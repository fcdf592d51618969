import * as z from 'zod/mini';

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/** True for a textual IPv4 or IPv6 address. */
export function isIP(value: string): boolean {
  return ipv4.safeParse(value).success || ipv6.safeParse(value).success;
}

/** The `userip` rule: an address, or "" for anything else (a lookup that failed or lied). */
export function toUserIp(value: unknown): string {
  return typeof value === 'string' && isIP(value) ? value : '';
}
