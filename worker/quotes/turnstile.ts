import type { HumanCheck } from './ports';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare's documented maximum length of a Turnstile token. */
export const MAX_TOKEN_LENGTH = 2048;

/** How long siteverify may take, its body included, before it counts as not answering. */
const TIMEOUT_MS = 5_000;

/** The codes that say the secret is wrong: every quote would be refused, which the log says. */
const MISCONFIGURED = new Set(['missing-input-secret', 'invalid-input-secret']);

/**
 * A refusal marks the quote as spam, told to nobody, so the check fails open when Cloudflare
 * cannot answer (a lead held back for an outage would be lost), never when it answers no
 * (docs/security.md). A 2xx body we cannot read comes over TLS from Cloudflare, which no visitor
 * can shape: Cloudflare failing, as a 5xx is; so is `internal-error` alone, by its own docs.
 */
export function turnstileCheck(secret: string): HumanCheck {
  return {
    async verify(token, client) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      const form = new URLSearchParams({ secret, response: token });
      // The visitor's address when there is one; siteverify does not need it.
      if (client.includes('.') || client.includes(':')) form.set('remoteip', client);
      let response: Response;
      let outcome: unknown;
      try {
        response = await fetch(SITEVERIFY, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) {
          await response.body?.cancel();
          if (response.status >= 500) return cannotAnswer(`answered ${response.status}`);
          console.warn(`[turnstile] siteverify answered ${response.status}: refused`);
          return false;
        }
        outcome = await response.json();
      } catch (error) {
        // A network error, the time-out (of the answer or of its body), or a body that is no JSON.
        return cannotAnswer(error instanceof Error ? error.name : 'failed');
      }
      if (!isOutcome(outcome)) return cannotAnswer('answered a body without `success`');
      if (outcome.success === true) return true;
      const codes = errorCodes(outcome);
      if (codes.length > 0 && codes.every((code) => code === 'internal-error')) {
        return cannotAnswer('reported an internal error');
      }
      if (codes.some((code) => MISCONFIGURED.has(code))) {
        console.error(`[turnstile] siteverify refused the secret (${codes.join(', ')})`);
      }
      return false;
    },
  };
}

function cannotAnswer(why: string): true {
  console.warn(`[turnstile] siteverify ${why}: the quote is taken for a person's`);
  return true;
}

function isOutcome(value: unknown): value is { success: boolean; 'error-codes'?: unknown } {
  return typeof value === 'object' && value !== null && 'success' in value
    ? typeof value.success === 'boolean'
    : false;
}

function errorCodes(outcome: { 'error-codes'?: unknown }): string[] {
  const codes = outcome['error-codes'];
  return Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [];
}
