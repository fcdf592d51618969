// /admin/ keeps the static host's file but not the site's framing, opener and indexing rules.
import { describe, expect, it } from 'vitest';
import { isAdminPath, serveAdmin } from './cms-admin';

const assets = {
  fetch: async () =>
    new Response('<!doctype html><title>Content editor</title>', {
      headers: {
        'Content-Type': 'text/html',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Content-Security-Policy': "frame-ancestors 'self'",
        'X-Frame-Options': 'SAMEORIGIN',
      },
    }),
} as unknown as Fetcher;

describe('the editor page', () => {
  it('keeps its sign-in popup, refuses every frame and stays out of search', async () => {
    const response = await serveAdmin(new Request('https://www.example.com/admin/'), assets);
    expect(await response.text()).toContain('Content editor');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("frame-ancestors 'self'");
  });

  it('is /admin and everything under /admin/, nothing else', () => {
    expect(['/admin', '/admin/', '/admin/config.yml'].every(isAdminPath)).toBe(true);
    expect(['/administration/', '/blog/admin/', '/'].some(isAdminPath)).toBe(false);
  });
});
