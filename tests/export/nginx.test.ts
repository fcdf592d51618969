/**
 * docs/security-headers.md's nginx config, as written, run against out/: every response keeps
 * out/_headers' security headers (an `add_header` in a `location` drops the server's). Only
 * `listen`, `root` and the TLS lines change; the temporary prefix resolves the doc's includes, and
 * its root is out/ (linked entry by entry) with an upload added, as the editor would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxRedirects } from '@/lib/content/redirects';
import { NGINX_REDIRECTS_FILE } from '@/scripts/build/redirects';
import { freePort } from '@/scripts/local/free-port';
import { OUT } from './export-files';

const NGINX = '/usr/sbin/nginx';
const RENAMED = { from: '/ai-services/machine-vision/', to: '/ai-services/computer-vision/' };
const DOC = path.join(process.cwd(), 'docs', 'security-headers.md');
const hasNginx = fs.existsSync(NGINX);
const UPLOAD = '/uploads/team.png';
const UPLOAD_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The doc's nginx code blocks, by the file name on their first line (`# /etc/nginx/…`). */
function documentedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of fs.readFileSync(DOC, 'utf8').matchAll(/```nginx\n([\s\S]*?)```/g)) {
    const text = match[1] ?? '';
    const name = text.match(/^# \/etc\/nginx\/(\S+)/)?.[1];
    if (name) files.set(name, text);
  }
  return files;
}

function siteWideHeaders(): Map<string, string> {
  const text = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
  const block = text.split(/\n(?=\/)/).find((part) => part.startsWith('/*\n')) ?? '';
  return new Map(
    [...block.matchAll(/^\s+([A-Za-z-]+):\s*(.+)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

/** The site's server block, runnable here; `redirectsDir` holds the build's file of sample rules. */
function localServerBlock(site: string, port: number, redirectsDir: string, root: string): string {
  let listened = false;
  return site
    .split('\n')
    .flatMap((line) => {
      if (/^\s*listen\s/.test(line)) {
        if (listened) return [];
        listened = true;
        return [`  listen 127.0.0.1:${port};`];
      }
      if (/^\s*ssl_/.test(line)) return [];
      if (/^\s*root\s/.test(line)) return [`  root ${root};`];
      if (/^\s*include \/var\/www\/nimbleforge\/out\//.test(line))
        return [line.replace('/var/www/nimbleforge/out', redirectsDir)];
      return [line];
    })
    .join('\n');
}

const title = hasNginx
  ? 'the nginx example of docs/security-headers.md'
  : `the nginx example of docs/security-headers.md (skipped: ${NGINX} is not installed)`;

describe.skipIf(!hasNginx)(title, () => {
  let prefix = '';
  let base = '';
  let nginx: ChildProcess | undefined;
  let stderr = '';

  beforeAll(async () => {
    const files = documentedFiles();
    const snippet = files.get('snippets/nimbleforge-security-headers.conf');
    const site = files.get('sites-available/nimbleforge.conf');
    if (!snippet || !site) throw new Error('the doc has lost one of its two nginx files');

    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-doc-'));
    fs.mkdirSync(path.join(prefix, 'snippets'));
    fs.writeFileSync(path.join(prefix, 'snippets', 'nimbleforge-security-headers.conf'), snippet);
    // The export's own file (empty unless content/redirects.yaml has rules) is the one the doc
    // includes; the same code writes it here from a renamed service's rule.
    expect(fs.existsSync(path.join(OUT, NGINX_REDIRECTS_FILE))).toBe(true);
    fs.writeFileSync(path.join(prefix, NGINX_REDIRECTS_FILE), nginxRedirects([RENAMED]));
    const port = await freePort();
    const temp = (name: string) => path.join(prefix, name);
    fs.mkdirSync(temp('root'));
    for (const entry of fs.readdirSync(OUT))
      fs.symlinkSync(path.join(OUT, entry), temp(`root/${entry}`));
    fs.mkdirSync(temp('root/uploads'));
    fs.writeFileSync(temp(`root${UPLOAD}`), UPLOAD_BYTES);
    const user = os.userInfo();
    const conf = [
      // Workers run as this user (nginx ignores `user` unless started as root).
      user.uid === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp(kind)};`,
      ),
      localServerBlock(site, port, prefix, temp('root')),
      '}',
      '',
    ].join('\n');
    fs.writeFileSync(temp('nginx.conf'), conf);

    nginx = spawn(
      NGINX,
      ['-p', `${prefix}/`, '-c', temp('nginx.conf'), '-e', temp('error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) {
        throw new Error(`nginx exited (${nginx.exitCode}): ${stderr}\n${conf}`);
      }
      try {
        await fetch(`${base}/`);
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 20_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  const get = (urlPath: string) => fetch(`${base}${urlPath}`, { redirect: 'manual' });

  function expectSecurityHeaders(response: Response, urlPath: string) {
    const expected = siteWideHeaders();
    expect(expected.size).toBeGreaterThanOrEqual(7);
    for (const [name, value] of expected) {
      // Exactly once: a header sent twice would read "value, value" here.
      expect(response.headers.get(name), `${urlPath}: ${name}`).toBe(value);
    }
  }

  it('sends the security headers with the home page and a page, and their policy in the page', async () => {
    for (const urlPath of ['/', '/contact/']) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(response, urlPath);
      expect(response.headers.get('cache-control'), urlPath).toBeNull();
      const html = await response.text();
      expect(html).toBe(fs.readFileSync(path.join(OUT, urlPath, 'index.html'), 'utf8'));
      expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    }
  });

  it('sends them, and an immutable Cache-Control, with a static file', async () => {
    const chunks = path.join(OUT, '_next', 'static', 'chunks');
    const file = fs.readdirSync(chunks).find((name) => name.endsWith('.js'));
    expect(file).toBeDefined();
    const urlPath = `/_next/static/chunks/${file}`;
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, urlPath);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(chunks, file ?? '')),
    );
  });

  it('serves a share image as image/png and the blog feed as XML, with the headers', async () => {
    for (const [urlPath, type] of [
      ['/og/home.png', /^image\/png$/],
      ['/blog/feed.xml', /^(text|application)\/xml/],
    ] as const) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type'), urlPath).toMatch(type);
      expectSecurityHeaders(response, urlPath);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(
        fs.readFileSync(path.join(OUT, urlPath)),
      );
    }
  });

  it('answers an unknown path with 404, the 404 page and the headers', async () => {
    const response = await get('/no-such-page/');
    expect(response.status).toBe(404);
    expectSecurityHeaders(response, '/no-such-page/');
    expect(await response.text()).toBe(fs.readFileSync(path.join(OUT, '404.html'), 'utf8'));
  });

  it("answers the site's redirects with 301, with and without the final slash, with the headers", async () => {
    for (const urlPath of [RENAMED.from, RENAMED.from.slice(0, -1)]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', base).pathname).toBe(RENAMED.to);
      expectSecurityHeaders(response, urlPath);
    }
  });

  it('redirects a page address without its trailing slash, with the headers', async () => {
    const response = await get('/contact');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', base).pathname).toBe('/contact/');
    expectSecurityHeaders(response, '/contact');
  });

  it('serves an upload as its image type, sandboxed by a second policy, with the headers', async () => {
    const response = await get(UPLOAD);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(UPLOAD_BYTES);
    const { 'Content-Security-Policy': sitePolicy, ...others } =
      Object.fromEntries(siteWideHeaders());
    // Two headers, read here joined with a comma: the browser enforces both policies.
    expect(response.headers.get('content-security-policy')).toBe(`${sitePolicy}, sandbox`);
    for (const [name, value] of Object.entries(others))
      expect(response.headers.get(name), `${UPLOAD}: ${name}`).toBe(value);
  });
});
