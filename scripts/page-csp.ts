// Each exported page's Content-Security-Policy, in the page itself: a `<meta
// http-equiv="Content-Security-Policy">` at the top of `<head>`, before any script, that allows the
// page's own inline scripts by sha256 hash.
import crypto from 'node:crypto';
import { escapeAttribute } from './script-elements';

const EXECUTABLE_TYPES = ['', 'text/javascript', 'application/javascript', 'module'];

/** Hashes of the inline scripts the browser executes (JSON-LD data blocks are not executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.includes(type)) continue;
    hashes.add(
      crypto
        .createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes].sort();
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/gi;

/** After `<meta charset>`, which must stay within the page's first 1,024 bytes. */
const HEAD_START = /<head(?:\s[^>]*)?>(?:\s*<meta\s+charset\s*=\s*["']?utf-8["']?\s*\/?>)?/i;

/** A policy tag the page already had (a second run of the build step) is replaced. */
export function withPolicyMeta(html: string, policy: string): string {
  const withoutPolicy = html.replace(POLICY_META, '');
  if (!HEAD_START.test(withoutPolicy)) throw new Error('the page has no <head>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy, '"')}">`;
  return withoutPolicy.replace(HEAD_START, (start) => `${start}${meta}`);
}
