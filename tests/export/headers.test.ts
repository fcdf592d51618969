// out/_headers stays within Cloudflare Pages' limits (100 rules, lines under 2,000 characters) and
// uses nothing Netlify reads differently; each page's CSP is in the page, in a leading <meta>.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER_CONTENT_SECURITY_POLICY } from '@/lib/third-parties/origins';
import { exportedPages, OUT } from './export-files';
import { inlineScriptSources, inlineStyleSources, pagePolicy, policyMetas } from './page-policy';

interface Rule {
  path: string;
  headers: [name: string, value: string][];
}

function readRules(text: string): { rules: Rule[]; odd: string[] } {
  const rules: Rule[] = [];
  const odd: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      // Netlify and Cloudflare both take a path here; absolute URLs would be host-specific.
      if (!line.startsWith('/') || /\s/.test(line)) odd.push(`path line: ${line}`);
      rules.push({ path: line, headers: [] });
      continue;
    }
    // `Name: value` only: no Cloudflare-only `! Name` detach, nothing before the first path.
    const header = line.match(/^\s+([A-Za-z0-9-]+):\s*(\S.*)$/);
    const rule = rules.at(-1);
    if (!header || !rule) odd.push(`header line: ${line}`);
    else rule.headers.push([header[1] ?? '', header[2] ?? '']);
  }
  return { rules, odd };
}

const headersText = () => fs.readFileSync(path.join(OUT, '_headers'), 'utf8');

describe('out/_headers', () => {
  it('has at most 100 rules and no line over 2,000 characters (Cloudflare Pages)', () => {
    const text = headersText();
    const { rules } = readRules(text);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(100);
    const longest = Math.max(...text.split('\n').map((line) => line.length));
    expect(longest).toBeLessThanOrEqual(2000);
  });

  it('holds nothing Netlify would read differently', () => {
    const { rules, odd } = readRules(headersText());
    expect(odd).toEqual([]);
    // Both hosts join the values of one header from every matching rule with a comma (two
    // policies, two HSTS values...): each header is set by one rule only, and once in it.
    const setters = new Map<string, string[]>();
    for (const rule of rules) {
      for (const [name] of rule.headers) {
        const key = name.toLowerCase();
        setters.set(key, [...(setters.get(key) ?? []), rule.path]);
      }
    }
    // Save one: the uploads' policy, which joined to the site-wide one makes two policies, both
    // enforced, as meant.
    const twice = [...setters].filter(
      ([name, paths]) =>
        paths.length > 1 &&
        !(name === 'content-security-policy' && paths.join(' ') === '/* /uploads/*'),
    );
    expect(twice).toEqual([]);
  });

  it('serves what the editor uploads sandboxed, and never sniffed', () => {
    const { rules } = readRules(headersText());
    const uploads = rules.find((rule) => rule.path === '/uploads/*');
    expect(uploads?.headers).toEqual([['Content-Security-Policy', 'sandbox']]);
    const all = new Map(rules.find((rule) => rule.path === '/*')?.headers ?? []);
    expect(all.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends the security headers and the frame-ancestors policy on every path', () => {
    const { rules } = readRules(headersText());
    const all = new Map(rules.find((rule) => rule.path === '/*')?.headers ?? []);
    expect([...all.keys()].sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(all.get('Content-Security-Policy')).toBe(HEADER_CONTENT_SECURITY_POLICY);
    expect(HEADER_CONTENT_SECURITY_POLICY).toBe(
      "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
    );
    const statics = new Map(rules.find((rule) => rule.path === '/_next/static/*')?.headers ?? []);
    expect(statics.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('each page carries its Content-Security-Policy in a <meta> tag', () => {
  const pages = exportedPages();

  it('covers every HTML file of the export', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.route)).toContain('/404.html');
  });

  it('exactly one, first in <head> (after only the charset declaration), before every script', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const metas = policyMetas(page);
      if (metas.length !== 1) {
        problems.push(`${page.route}: ${metas.length} policy meta tags`);
        continue;
      }
      const meta = metas[0]!;
      const head = page.document.head;
      const children = [...head.children];
      const first = children[0];
      const expectedIndex = first?.matches('meta[charset]') ? 1 : 0;
      if (meta.parentElement !== head || children.indexOf(meta) !== expectedIndex) {
        problems.push(`${page.route}: the policy is not the first element of <head>`);
      }
      for (const script of page.document.querySelectorAll('script')) {
        if (!(meta.compareDocumentPosition(script) & 4 /* DOCUMENT_POSITION_FOLLOWING */)) {
          problems.push(`${page.route}: a script precedes the policy`);
        }
      }
      // Browsers look for the charset declaration in the first 1,024 bytes only.
      const charset = page.html.search(/<meta charset=/i);
      if (charset < 0 || Buffer.byteLength(page.html.slice(0, charset)) > 1000) {
        problems.push(`${page.route}: no charset declaration in the first 1,024 bytes`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists the sha256 of every inline script of its page, and never 'unsafe-inline'", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const policy = pagePolicy(page);
      const scriptSrc = policy.get('script-src') ?? [];
      const inline = inlineScriptSources(page);
      expect(inline.length, page.route).toBeGreaterThan(0);
      for (const hash of inline) {
        if (!scriptSrc.includes(hash)) problems.push(`${page.route}: ${hash} missing`);
      }
      if (scriptSrc.includes("'unsafe-inline'")) problems.push(`${page.route}: 'unsafe-inline'`);
      if (!scriptSrc.includes("'self'")) problems.push(`${page.route}: no 'self'`);
      // A <meta> policy cannot hold frame-ancestors: browsers ignore it (and warn) there.
      if (policy.has('frame-ancestors')) problems.push(`${page.route}: frame-ancestors in meta`);
      if (policy.get('default-src')?.join(' ') !== "'self'") {
        problems.push(`${page.route}: default-src is not 'self'`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists the sha256 of every <style> of its page, allows no style attribute and never 'unsafe-inline'", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const styleSrc = pagePolicy(page).get('style-src') ?? [];
      const inline = inlineStyleSources(page);
      expect(inline.length, page.route).toBeGreaterThan(0);
      for (const hash of inline) {
        if (!styleSrc.includes(hash)) problems.push(`${page.route}: ${hash} missing`);
      }
      if (styleSrc.includes("'unsafe-inline'")) problems.push(`${page.route}: 'unsafe-inline'`);
      // The policy would refuse it (React's styles go through the CSSOM, which it allows).
      const attributes = page.document.querySelectorAll('[style]');
      if (attributes.length) problems.push(`${page.route}: ${attributes.length} style attributes`);
    }
    expect(problems).toEqual([]);
  });
});
