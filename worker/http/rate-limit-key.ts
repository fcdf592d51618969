/**
 * IPv6 by its /64: a subscriber, a cloud machine or a phone is given a whole /64, so a key per
 * address would let one client take a fresh key for every request. Every spelling of an address
 * (compressed, any case, a zone id, brackets, IPv4-mapped) gives one key.
 */
export function rateLimitKey(client: string): string {
  const address = client
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const v4 = ipv4(address);
  if (v4) return v4.join('.');
  const v6 = ipv6(address);
  if (!v6) return client;
  if (v6.slice(0, 5).every((hextet) => hextet === 0) && v6[5] === 0xffff) {
    return [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff].join('.');
  }
  const prefix = v6.slice(0, 4).map((hextet) => hextet.toString(16).padStart(4, '0'));
  return `${prefix.join(':')}::/64`;
}

function ipv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((number) => number <= 255) ? numbers : null;
}

function ipv6(text: string): number[] | null {
  if (!text.includes(':')) return null;
  // A dotted quad at the end (::ffff:203.0.113.7) is the last two hextets.
  const lastColon = text.lastIndexOf(':');
  let hex = text;
  if (text.includes('.', lastColon)) {
    const quad = ipv4(text.slice(lastColon + 1));
    if (!quad) return null;
    const [a, b, c, d] = quad as [number, number, number, number];
    hex = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}
