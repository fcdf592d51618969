import { describe, expect, it } from 'vitest';
import type { Channel } from '@/worker/storage/columns';
import { type DeliveryRecord, type LeadRow, rowToStoredLead } from '@/worker/storage/rows';
import { storedRowOf } from '@/worker/test/stored-row';
import { deliveryState } from './delivery';

/** A lead as the repository reads it: its quotes row, and its lead_deliveries rows as JSON. */
function lead(sent: Partial<Record<string, string>>, records: DeliveryRecord[], spam = false) {
  const row = storedRowOf({
    spam: spam ? 'honeypot' : null,
    notify_attempts: 2,
    status: 'new',
    ...sent,
    deliveries: JSON.stringify(records),
  }) as unknown as LeadRow;
  return rowToStoredLead(row);
}

const at = '2026-11-26T10:14:00.000Z';
const failure = (channel: Channel, state: DeliveryRecord['state'], reason: string) => ({
  channel,
  state,
  reason,
  attempts: 2,
  at,
});

describe("a lead's delivery, as its page shows it", () => {
  it('reads each channel’s outcome as recorded: no text to take apart', () => {
    const stored = lead({ json_webhook_sent_at: at }, [
      failure('chat', 'gave_up', 'answered 410'),
      // Reasons may hold what the old "; " separated text could not.
      failure('email', 'retrying', 'Error: answered 503; retry later'),
      failure('jsonWebhook', 'retrying', 'Error: timed out'),
    ]);
    expect(deliveryState(stored, 'chat')).toBe('gave up: answered 410');
    expect(deliveryState(stored, 'email')).toBe(
      'failed, will retry: Error: answered 503; retry later',
    );
    // Its delivery after a failure is what counts.
    expect(deliveryState(stored, 'jsonWebhook')).toBe('delivered');
    expect(stored.deliveries.email).toEqual({
      state: 'retrying',
      reason: 'Error: answered 503; retry later',
      attempts: 2,
      at,
    });
    expect(stored.delivered).toEqual({ chat: false, email: false, jsonWebhook: true });
    expect(stored.undelivered).toEqual({ chat: true, email: false, jsonWebhook: false });
  });

  it('says why a channel sent nothing', () => {
    expect(deliveryState(lead({}, []), 'chat')).toBe(
      'not sent (channel not set up, or not yet tried)',
    );
    expect(deliveryState(lead({}, [], true), 'email')).toBe('not sent (held back as spam)');
  });
});
