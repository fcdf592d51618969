import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withPolicyMeta } from './page-csp';

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, each once, sorted', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="">c()</script>',
      '<script>a()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('c()')].sort());
  });
});

describe('withPolicyMeta', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/><script>a()</script></head><body></body></html>';

  it('puts the policy right after the charset declaration, before everything else', () => {
    const html = withPolicyMeta(page, "default-src 'self'");
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><meta name="viewport"`,
    );
  });

  it('puts it first in a head without a charset declaration', () => {
    expect(withPolicyMeta('<html><head><title>t</title></head></html>', 'x')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"><title>t</title></head></html>',
    );
  });

  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, 'first'), 'second');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="second"');
  });

  it('escapes the attribute value', () => {
    expect(withPolicyMeta(page, 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
  });

  it('refuses a page without a head', () => {
    expect(() => withPolicyMeta('<p>no head</p>', 'x')).toThrow(/no <head>/);
  });
});
