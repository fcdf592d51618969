// Each exported page's CSP in a `<meta>` at the top of `<head>`, before any script.
import crypto from 'node:crypto';
import { inlineStyleTexts } from './critical-css';
import { attributeOf, elementsOf, escapeAttribute, textOf, withEdits } from './html-elements';
import { isKnownInlineScript } from './known-scripts';

const EXECUTABLE_TYPES = ['', 'text/javascript', 'application/javascript', 'module'];

/**
 * Hashes of the inline scripts the browser executes (JSON-LD data blocks are not executed). Each
 * must be one Next or the build writes (known-scripts.ts): any other, from content or a
 * component, would be allowed by its hash, so the page is refused, named by `page`.
 */
export function inlineScriptHashes(html: string, page = 'a page'): string[] {
  const hashes = new Set<string>();
  for (const script of elementsOf(html, 'script')) {
    if (attributeOf(script, 'src') !== undefined) continue;
    const type = (attributeOf(script, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.includes(type)) continue;
    const text = textOf(script);
    if (!isKnownInlineScript(script))
      throw new Error(
        `page-csp: ${page} has an inline script the build did not write ` +
          `(${JSON.stringify(text.slice(0, 80))}): content may not carry script. If Next's ` +
          'output changed shape, teach scripts/build/known-scripts.ts the new script.',
      );
    hashes.add(sha256(text));
  }
  return [...hashes].sort();
}

export function inlineStyleHashes(html: string): string[] {
  return [...new Set(inlineStyleTexts(html).map(sha256))].sort();
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('base64');
}

/**
 * Where the policy goes: after `<meta charset>`, which must stay within the page's first 1,024
 * bytes, when it opens the head; else right after `<head>`.
 */
function policyOffset(html: string): number {
  const head = elementsOf(html, 'head')[0];
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) throw new Error('the page has no <head>');
  const first = head.childNodes.find((node) => 'tagName' in node);
  const charset = first && 'tagName' in first && first.tagName === 'meta' ? first : undefined;
  const isUtf8 = charset && attributeOf(charset, 'charset')?.trim().toLowerCase() === 'utf-8';
  const charsetEnd = isUtf8 ? charset.sourceCodeLocation?.endOffset : undefined;
  return charsetEnd ?? headStart.endOffset;
}

/** A policy tag the page already had (a second run of the build step) is replaced. */
export function withPolicyMeta(html: string, policy: string): string {
  const at = policyOffset(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy, '"')}">`;
  const earlier = elementsOf(html, 'meta').flatMap((element) => {
    const location = element.sourceCodeLocation;
    const isPolicy =
      attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
    return isPolicy && location ? [{ start: location.startOffset, end: location.endOffset }] : [];
  });
  return withEdits(html, [
    { start: at, end: at, replacement: meta },
    ...earlier.map((range) => ({ ...range, replacement: '' })),
  ]);
}
