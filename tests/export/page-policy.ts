import crypto from 'node:crypto';
import type { ExportedPage } from './export-files';

const EXECUTABLE_TYPES = ['', 'text/javascript', 'application/javascript', 'module'];

export function policyMetas(page: ExportedPage): HTMLMetaElement[] {
  return [...page.document.querySelectorAll<HTMLMetaElement>('meta[http-equiv]')].filter(
    (meta) => meta.httpEquiv.toLowerCase() === 'content-security-policy',
  );
}

/** The page's policy as directive -> sources; throws unless it has exactly one. */
export function pagePolicy(page: ExportedPage): Map<string, string[]> {
  const metas = policyMetas(page);
  if (metas.length !== 1) throw new Error(`${page.route}: ${metas.length} policy meta tags`);
  return parsePolicy(metas[0]?.content ?? '');
}

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const hashSource = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` of every inline script the browser would execute, from the parsed page. */
export function inlineScriptSources(page: ExportedPage): string[] {
  return [...page.document.querySelectorAll('script:not([src])')]
    .filter((script) =>
      EXECUTABLE_TYPES.includes((script.getAttribute('type') ?? '').trim().toLowerCase()),
    )
    .map((script) => hashSource(script.textContent ?? ''));
}

/** `'sha256-…'` of every `<style>`, those in `<noscript>` too (the checks parse without scripting). */
export function inlineStyleSources(page: ExportedPage): string[] {
  return [...page.document.querySelectorAll('style')].map((style) =>
    hashSource(style.textContent ?? ''),
  );
}
