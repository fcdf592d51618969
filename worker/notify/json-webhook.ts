// Signed by the Standard Webhooks specification (standardwebhooks.com), whose libraries verify it.
import { Webhook } from 'standardwebhooks';
import type { DealValue } from '@/worker/lead-logic/deal-value';
import type { LeadData } from '@/worker/storage/rows';

export const LEAD_CREATED = 'lead.created';
export const LEAD_WON = 'lead.won';

type SignedRequest = { headers: Record<string, string>; body: string };

/**
 * Body and webhook-id are the same on every attempt, so a receiver recognises a retry. Only
 * webhook-timestamp (and the signature) are the attempt's: receivers refuse one 5 minutes off.
 */
function signed(id: string, payload: object, secret: string, now: Date): SignedRequest {
  const body = JSON.stringify(payload);
  return {
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, now, body),
    },
    body,
  };
}

export function signedLeadRequest(lead: LeadData, secret: string, now = new Date()): SignedRequest {
  return signed(
    `msg_${lead.id}`,
    { type: LEAD_CREATED, timestamp: lead.receivedAt, lead },
    secret,
    now,
  );
}

/**
 * Sent once, when the lead is first marked won. The person's details went with `lead.created`,
 * whose `lead.id` this repeats: the CRM finds its record by it, and no address travels twice.
 */
export function signedWonRequest(
  won: { id: string; receivedAt: string; wonAt: string; deal: DealValue },
  secret: string,
  now = new Date(),
): SignedRequest {
  return signed(
    `msg_won_${won.id}`,
    {
      type: LEAD_WON,
      timestamp: won.wonAt,
      lead: { id: won.id, receivedAt: won.receivedAt },
      deal: won.deal,
    },
    secret,
    now,
  );
}
