// /admin/ keeps the static host's file but not the site's framing, opener and indexing rules.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '@/worker/index';
import { isAdminPath, routeEditorHosts, serveAdmin } from './admin';

const assets = {
  fetch: async (request: Request) =>
    new URL(request.url).pathname.startsWith('/admin')
      ? editorPage()
      : new Response('<!doctype html><title>Home</title><script src="https://chat.example/w.js">', {
          headers: { 'Content-Type': 'text/html' },
        }),
} as unknown as Fetcher;

const editorPage = () =>
  new Response('<!doctype html><title>Content editor</title>', {
    headers: {
      'Content-Type': 'text/html',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': "frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
    },
  });

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

const HOSTS = {
  CMS_HOST: 'edit.example.com',
  SITE_URL: 'https://www.example.com/',
  ASSETS: assets,
};

async function through(url: string, settings: Record<string, string | Fetcher> = HOSTS) {
  const request = new Request(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  const response = await routeEditorHosts(request, settings);
  return response;
}

describe('the editor’s own host', () => {
  it('serves /admin/ there, and sends the public host’s /admin/ to it', async () => {
    const editor = await through('https://edit.example.com/admin/');
    expect(await editor!.text()).toContain('Content editor');
    expect(editor!.headers.get('X-Frame-Options')).toBe('DENY');
    for (const path of ['/admin', '/admin/', '/admin/config.yml', '/admin/#/collections/pages']) {
      const response = await through(`https://www.example.com${path}`);
      expect(response?.status, path).toBe(302);
      expect(response?.headers.get('Location'), path).toBe('https://edit.example.com/admin/');
    }
  });

  it('sends every other path of the editor’s host to the public site, never serving a page', async () => {
    for (const path of ['/', '/blog/', '/contact/?from=x', '/api/submitQuote', '/404.html']) {
      const response = await through(`https://edit.example.com${path}`);
      expect(response?.status, path).toBe(302);
      expect(response?.headers.get('Location'), path).toBe(`https://www.example.com${path}`);
    }
    // The site's icon, which the editor's page names, is an image: served on the editor's host.
    const icon = await through('https://edit.example.com/favicon-32.png');
    expect(icon?.status).toBe(200);
    expect((await through('https://edit.example.com/favicon-32.png.html'))?.status).toBe(302);
    // Without the public site's address, a refusal; still no page.
    const alone = await through('https://edit.example.com/blog/', { ...HOSTS, SITE_URL: '' });
    expect(alone?.status).toBe(404);
    expect(await alone?.text()).not.toContain('chat.example');
    const plain = await through('http://edit.example.com/admin/');
    expect(plain?.headers.get('Location')).toBe('https://edit.example.com/admin/');
  });

  it('leaves the public host’s pages to the Worker’s usual answer', async () => {
    expect(await through('https://www.example.com/')).toBeUndefined();
    expect(await through('https://www.example.com/administration/')).toBeUndefined();
  });

  it('without CMS_HOST, keeps /admin/ where it is (its sign-in refuses: worker/editor/auth.ts)', async () => {
    const response = await through('https://www.example.com/admin/', { ASSETS: assets });
    expect(await response!.text()).toContain('Content editor');
  });

  it('locally: localhost is the editor, 127.0.0.1 the public site, on the same port', async () => {
    const local = {
      CMS_HOST: 'localhost:3000',
      SITE_URL: 'http://127.0.0.1:3000',
      ASSETS: assets,
    };
    const admin = await through('http://127.0.0.1:3000/admin/', local);
    expect(admin?.headers.get('Location')).toBe('http://localhost:3000/admin/');
    const home = await through('http://localhost:3000/', local);
    expect(home?.headers.get('Location')).toBe('http://127.0.0.1:3000/');
    expect(await (await through('http://localhost:3000/admin/', local))!.text()).toContain(
      'Content editor',
    );
  });
});

describe('the Worker', () => {
  async function fetchWorker(url: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(url, { headers, redirect: 'manual' }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      { ...env, ...HOSTS, CMS_GITHUB_CLIENT_ID: 'id', CMS_GITHUB_CLIENT_SECRET: 'secret' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it('routes each host: the public pages, the editor, the sign-in', async () => {
    const home = await fetchWorker('https://www.example.com/');
    expect(await home.text()).toContain('<title>Home</title>');
    expect((await fetchWorker('https://www.example.com/admin/')).headers.get('Location')).toBe(
      'https://edit.example.com/admin/',
    );
    expect((await fetchWorker('https://edit.example.com/')).headers.get('Location')).toBe(
      'https://www.example.com/',
    );
    const publicSignIn = await fetchWorker('https://www.example.com/api/cms/auth', {
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(publicSignIn.status).toBe(403);
    expect(publicSignIn.headers.get('Set-Cookie')).toBeNull();
    const signIn = await fetchWorker('https://edit.example.com/api/cms/auth', {
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(signIn.status).toBe(302);
    expect(new URL(signIn.headers.get('Location')!).host).toBe('github.com');
    // The quote endpoint stays on the public host.
    expect((await fetchWorker('https://www.example.com/api/nothing')).status).toBe(404);
  });
});
