// out-third-party/ is built with every setting (tests/third-party/build.ts): next build (the
// bundle) and postbuild.ts (the CSP, another process) must read the same settings.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLARITY_SCRIPT_ORIGIN,
  TAWK_SCRIPT_ORIGIN,
  TURNSTILE_ORIGIN,
} from '@/lib/third-parties/origins';
import {
  THIRD_PARTY_FIXTURE_DIR,
  THIRD_PARTY_FIXTURE_ENV as FIXTURE,
} from '@/tests/third-party/fixture';
import { exportedPages } from './export-files';
import { inlineScriptSources, pagePolicy } from './page-policy';

const ROOT = path.join(process.cwd(), THIRD_PARTY_FIXTURE_DIR);
const built = fs.existsSync(path.join(ROOT, 'index.html'));

function filesUnder(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(extension)
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

const origin = (url: string) => new URL(url).origin;

describe.skipIf(!built)(`${THIRD_PARTY_FIXTURE_DIR}/ (settings from the environment)`, () => {
  // Parsed while the tests are collected, as the other export tests do, not within a test's time.
  const pages = built ? exportedPages(ROOT) : [];
  const expected: [directive: string, source: string, what: string][] = [
    ['connect-src', origin(FIXTURE.NEXT_PUBLIC_QUOTE_API_HOST), 'the quote endpoint'],
    ['connect-src', origin(FIXTURE.NEXT_PUBLIC_IP_LOOKUP_URL), 'the IP lookup'],
    ['frame-src', origin(FIXTURE.NEXT_PUBLIC_SCHEDULING_URL), 'the scheduler'],
    ['script-src', TAWK_SCRIPT_ORIGIN, 'the chat'],
    ['script-src', CLARITY_SCRIPT_ORIGIN, 'the analytics'],
    ['script-src', TURNSTILE_ORIGIN, 'Turnstile'],
    ['frame-src', TURNSTILE_ORIGIN, "Turnstile's challenge"],
  ];

  it.each(expected)('every page allows, in %s, %s (%s)', (directive, source) => {
    const missing = pages
      .filter((page) => !(pagePolicy(page).get(directive) ?? []).includes(source))
      .map((page) => page.route);
    expect(missing).toEqual([]);
  });

  it("allows none of the defaults it was configured away from, and each page's inline scripts", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const policy = pagePolicy(page);
      const all = [...policy.values()].flat();
      for (const stale of ['https://api.ipify.org', 'https://calendly.com']) {
        if (all.includes(stale)) problems.push(`${page.route}: ${stale}`);
      }
      const scriptSrc = policy.get('script-src') ?? [];
      for (const hash of inlineScriptSources(page)) {
        if (!scriptSrc.includes(hash)) problems.push(`${page.route}: ${hash} missing`);
      }
      // The chat widget writes inline styles: with it, styles are allowed inline, and no hash
      // is listed beside 'unsafe-inline' (browsers would ignore it).
      const styleSrc = policy.get('style-src') ?? [];
      if (
        !styleSrc.includes("'unsafe-inline'") ||
        styleSrc.some((source) => source.startsWith("'sha256-"))
      )
        problems.push(`${page.route}: style-src ${styleSrc.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('has the configured URLs and ids in its JavaScript bundle', () => {
    const bundle = filesUnder(path.join(ROOT, '_next', 'static'), '.js')
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    for (const value of [
      FIXTURE.NEXT_PUBLIC_QUOTE_API_HOST,
      FIXTURE.NEXT_PUBLIC_IP_LOOKUP_URL,
      FIXTURE.NEXT_PUBLIC_SCHEDULING_URL,
      FIXTURE.NEXT_PUBLIC_TAWK_PROPERTY_ID,
      FIXTURE.NEXT_PUBLIC_TAWK_WIDGET_ID,
      FIXTURE.NEXT_PUBLIC_CLARITY_PROJECT_ID,
    ]) {
      expect(bundle, value).toContain(value);
    }
  });

  it('uses the configured site URL in the sitemap, robots.txt and canonical links', () => {
    const site = FIXTURE.NEXT_PUBLIC_SITE_URL;
    expect(fs.readFileSync(path.join(ROOT, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>${site}/</loc>`,
    );
    expect(fs.readFileSync(path.join(ROOT, 'robots.txt'), 'utf8')).toContain(`${site}/sitemap.xml`);
    const home = pages.find((page) => page.route === '/');
    expect(home?.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site}/`,
    );
  });
});
