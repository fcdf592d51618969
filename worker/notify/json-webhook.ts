// Signed by the Standard Webhooks specification (standardwebhooks.com), whose libraries verify it.
import { Webhook } from 'standardwebhooks';
import type { LeadData } from '@/worker/storage/rows';

const LEAD_CREATED = 'lead.created';

/**
 * Body and webhook-id are the same on every attempt, so a receiver recognises a retry. Only
 * webhook-timestamp (and the signature) are the attempt's: receivers refuse one 5 minutes off.
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
