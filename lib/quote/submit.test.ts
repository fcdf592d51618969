import { describe, expect, it } from 'vitest';
import { validPayload } from '@/tests/fixtures/sample-payload';
import { createSubmissionKeys, randomKey } from './submit';

const payload = validPayload({ budget: '$5K - $10K', pageurl: 'https://a.example/', userip: '' });

describe('idempotency keys', () => {
  it('are random version 4 UUIDs, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('stay the same for a retry of the same answers and change with the answers', () => {
    const keyFor = createSubmissionKeys();
    const first = keyFor(payload);
    expect(keyFor({ ...payload })).toBe(first);
    const changed = keyFor({ ...payload, budget: '$10K - $50K' });
    expect(changed).not.toBe(first);
    expect(keyFor({ ...payload, budget: '$10K - $50K' })).toBe(changed);
    expect(createSubmissionKeys()(payload)).not.toBe(first);
  });
});
