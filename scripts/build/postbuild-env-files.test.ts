/**
 * The post-build step as `npm run build` runs it (its own process, `tsx postbuild.ts`), over a
 * small export in a project of its own whose third parties are named only in its `.env*` files:
 * every page's policy must allow exactly those origins. Environment-only tests missed the day the
 * files were loaded after the policy's origins had been computed.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePolicy } from '@/tests/export/page-policy';
import { envWithoutSiteSettings } from '@/tests/fixtures/build-env';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const PAGES = ['index.html', 'about/index.html', '404.html'];
const projects: string[] = [];

/** A project holding out/ (three pages, _headers), the site's content and the given files. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postbuild-env-'));
  projects.push(dir);
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'out', 'about'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'public', '_headers'), path.join(dir, 'out', '_headers'));
  for (const page of PAGES) {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${page}</title></head><body><p>${page}</p></body></html>`;
    fs.writeFileSync(path.join(dir, 'out', page), html);
    if (page.endsWith('index.html'))
      fs.writeFileSync(path.join(dir, 'out', page.replace(/html$/, 'txt')), '0:{}\n');
  }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

async function postbuild(dir: string, extra: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [TSX, 'scripts/build/postbuild.ts', dir],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: envWithoutSiteSettings({ SKIP_BUILD_EXTRAS: '1', ...extra }),
    },
  );
  return stdout;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each page's policy (directive -> sources), read from its one policy meta tag. */
function policies(dir: string): Map<string, string[]>[] {
  return PAGES.map((page) => {
    const html = fs.readFileSync(path.join(dir, 'out', page), 'utf8');
    const metas = [
      ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g),
    ];
    expect(metas, page).toHaveLength(1);
    return parsePolicy(unescape(metas[0]![1]!));
  });
}

const CHAT_AND_ANALYTICS = [
  'NEXT_PUBLIC_TAWK_PROPERTY_ID=property-1',
  'NEXT_PUBLIC_TAWK_WIDGET_ID=widget-1',
  'NEXT_PUBLIC_CLARITY_PROJECT_ID=project-1',
];

afterAll(() => projects.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// Concurrent: each case is a process that mostly starts up; two cores run both at once.
describe.concurrent('postbuild.ts with the third parties named in .env* files only', () => {
  it('gives every page a policy allowing exactly the origins of .env.local', async () => {
    const dir = project({
      '.env.local': [
        'NEXT_PUBLIC_QUOTE_API_HOST=https://quotes.example.test/',
        // Hostile: a value that tries to close the attribute and open a script.
        'NEXT_PUBLIC_IP_LOOKUP_URL="https://ip.example.test/json?x=\\"><script>alert(1)</script>"',
        'NEXT_PUBLIC_SCHEDULING_URL=https://meet.example.test/team/intro',
        ...CHAT_AND_ANALYTICS,
        '',
      ].join('\n'),
    });
    expect(await postbuild(dir)).toContain('(configuration from .env.local)');
    for (const policy of policies(dir)) {
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://ip.example.test',
        'https://quotes.example.test',
        'https://*.tawk.to',
        'wss://*.tawk.to',
        'https://*.clarity.ms',
        'https://c.bing.com',
      ]);
      expect(policy.get('frame-src')).toEqual(['https://meet.example.test', 'https://*.tawk.to']);
      expect(policy.get('script-src')).toEqual(
        expect.arrayContaining(['https://embed.tawk.to', 'https://www.clarity.ms']),
      );
      expect(policy.get('style-src')).toContain("'unsafe-inline'");
    }
    const home = fs.readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
    expect(home).not.toContain('<script>alert(1)');
  });

  it('prefers .env.production.local to .env.local, and the environment to both', async () => {
    const dir = project({
      '.env.local': [
        'NEXT_PUBLIC_QUOTE_API_HOST=https://local-quotes.example.test',
        'NEXT_PUBLIC_IP_LOOKUP_URL=https://local-ip.example.test/json',
        ...CHAT_AND_ANALYTICS,
      ].join('\n'),
      '.env.production.local': [
        'NEXT_PUBLIC_QUOTE_API_HOST=https://quotes.example.test',
        'NEXT_PUBLIC_IP_LOOKUP_URL=https://ip.example.test/json',
        'NEXT_PUBLIC_SCHEDULING_URL=https://file-meet.example.test/intro',
        'NEXT_PUBLIC_CLARITY_PROJECT_ID=',
      ].join('\n'),
    });
    const output = await postbuild(dir, {
      NEXT_PUBLIC_SCHEDULING_URL: 'https://shell-meet.example.test/intro',
    });
    expect(output).toContain('(configuration from .env.production.local, .env.local)');
    for (const policy of policies(dir)) {
      // Analytics: its id set in .env.local, blanked in .env.production.local, which wins.
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://ip.example.test',
        'https://quotes.example.test',
        'https://*.tawk.to',
        'wss://*.tawk.to',
      ]);
      expect(policy.get('frame-src')).toEqual([
        'https://shell-meet.example.test',
        'https://*.tawk.to',
      ]);
      expect(policy.get('script-src')).not.toContain('https://www.clarity.ms');
    }
  });
});
