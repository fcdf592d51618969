import { describe, expect, it } from 'vitest';
import { post, validQuote } from '@/worker/test/quote-request';
import { atStartOfRateLimitWindow } from '@/worker/test/rate-limit-window';
import { rateLimitKey } from './rate-limit-key';

describe('the rate limit’s key', () => {
  it('is the /64 of an IPv6 address, whatever its spelling', () => {
    const prefix = '2001:0db8:0000:0001::/64';
    for (const spelling of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1::1',
      '2001:0db8:0000:0001:0000:0000:0000:0001',
      '2001:db8::1:0:0:0:1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:db8:0:1:a:b:c:d',
      '2001:db8:0:1::',
      '2001:db8:0:1:0:0:203.0.113.7',
      '  2001:db8:0:1::1  ',
      '[2001:db8:0:1::1]',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect({ spelling, key: rateLimitKey(spelling) }).toEqual({ spelling, key: prefix });
    }
    expect(rateLimitKey('2001:db8:0:2::1')).toBe('2001:0db8:0000:0002::/64');
    expect(rateLimitKey('fe80::1%25en0')).toBe('fe80:0000:0000:0000::/64');
    expect(rateLimitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitKey('::')).toBe('0000:0000:0000:0000::/64');
  });

  it('is the whole address for IPv4, an IPv4-mapped IPv6 address included', () => {
    for (const spelling of [
      '203.0.113.7',
      ' 203.0.113.7 ',
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '::ffff:cb00:7107',
      '0:0:0:0:0:ffff:203.0.113.7',
      '0000:0000:0000:0000:0000:FFFF:CB00:7107',
    ]) {
      expect({ spelling, key: rateLimitKey(spelling) }).toEqual({ spelling, key: '203.0.113.7' });
    }
    expect(rateLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('leaves anything that is no address as it is', () => {
    for (const value of [
      'unknown',
      '',
      '203.0.113.256',
      '203.0.113',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::1',
      'g::1',
      ':1:2:3:4:5:6:7',
      '::ffff:203.0.113.300',
    ]) {
      expect(rateLimitKey(value)).toBe(value);
    }
  });
});

describe('the rate limit', () => {
  it('counts every address of an IPv6 /64 as one client, and a neighbouring /64 apart', async () => {
    await atStartOfRateLimitWindow();
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const client = `2001:db8:64:64::${i.toString(16)}`;
      statuses.push(
        (await post({ ...validQuote, email: `v6.${i}@example.com` }, {}, client)).status,
      );
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const sameSlash64 = '2001:DB8:64:64:ffff:ffff:ffff:ffff';
    expect((await post(validQuote, {}, sameSlash64)).status).toBe(429);
    expect((await post(validQuote, {}, '2001:db8:64:65::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    await atStartOfRateLimitWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const client = i % 2 ? '192.0.2.64' : '::ffff:192.0.2.64';
      statuses.push(
        (await post({ ...validQuote, email: `v4.${i}@example.com` }, {}, client)).status,
      );
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect((await post(validQuote, {}, '::ffff:c000:240')).status).toBe(429);
  });
});
