import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HEADER_CONTENT_SECURITY_POLICY } from './origins';

describe('the Content-Security-Policy', () => {
  it('of a page allows its inline scripts by hash, and holds nothing a <meta> policy ignores', () => {
    const policy = contentSecurityPolicy(['abc=', 'def=']);
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).not.toContain("script-src 'unsafe-inline'");
  });

  it("of a page allows its <style> elements by hash, never 'unsafe-inline' without the chat", () => {
    const policy = contentSecurityPolicy(['abc='], ['css=']);
    const styleSrc = policy.split('; ').find((part) => part.startsWith('style-src '));
    expect(styleSrc).toBe("style-src 'self' 'sha256-css='");
  });

  it('sent as a header only restricts framing, <base> and plugins', () => {
    expect(HEADER_CONTENT_SECURITY_POLICY).toBe(
      "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
    );
  });
});
