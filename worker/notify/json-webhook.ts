// The lead as JSON for a CRM or a webhook tool, signed by the Standard Webhooks specification
// (standardwebhooks.com): the receiver verifies it with that specification's own libraries.
import { Webhook } from 'standardwebhooks';
import type { LeadData } from '@/worker/storage/rows';

export const LEAD_CREATED = 'lead.created';

/**
 * The body and the three signature headers. The body is the same bytes on every attempt (its
 * timestamp is the lead's receivedAt, not the attempt's), and webhook-id is the lead's own, so
 * a receiver that got a delivery whose answer was lost recognises the retry. Only
 * webhook-timestamp, and the signature over it, are the attempt's: the specification's
 * receivers refuse a timestamp more than five minutes off, which a retry's would be.
 */
export function signedLeadRequest(
  lead: LeadData,
  secret: string,
  now = new Date(),
): { headers: Record<string, string>; body: string } {
  const id = `msg_${lead.id}`;
  const body = JSON.stringify({ type: LEAD_CREATED, timestamp: lead.receivedAt, lead });
  return {
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, now, body),
    },
    body,
  };
}
