import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it looks the address up once per page, so once per test here. */
async function freshLookup(answer: () => Promise<Response>) {
  vi.resetModules();
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const lookup = await import('./visitor-ip');
  return { ...lookup, fetch };
}

describe('the visitor’s IP lookup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the ip field of the answer, and asks only once a page', async () => {
    const { lookUpVisitorIp, getVisitorIp, fetch } = await freshLookup(async () =>
      Response.json({ ip: '203.0.113.7' }),
    );
    expect(getVisitorIp()).toBe('');
    await lookUpVisitorIp('https://ip.example/');
    await lookUpVisitorIp('https://ip.example/');
    expect(getVisitorIp()).toBe('203.0.113.7');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', async () => new Response('Too many requests', { status: 429 })],
    ['an answer without an ip field', async () => Response.json({ address: '203.0.113.7' })],
    ['an answer that is not JSON', async () => new Response('<html>busy</html>')],
  ])('after %s, userip stays empty and the failure is only logged', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lookUpVisitorIp, getVisitorIp } = await freshLookup(answer);
    await expect(lookUpVisitorIp('https://ip.example/')).resolves.toBeUndefined();
    expect(getVisitorIp()).toBe('');
    expect(warn).toHaveBeenCalledWith('IP lookup failed; userip stays empty.', expect.anything());
  });
});
