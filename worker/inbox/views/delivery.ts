// Apart from the lead's page, so a change to how outcomes are stored changes this file alone.
import { html } from 'hono/html';
import { type Channel, CHANNEL_COLUMNS } from '@/worker/storage/columns';
import type { StoredLead } from '@/worker/storage/rows';
import { columnHeads, type Html } from './html';

const CHANNEL_NAMES: Record<Channel, string> = {
  chat: 'Chat webhook',
  email: 'E-mail',
  jsonWebhook: 'CRM (signed JSON)',
};

export function deliveryState(lead: StoredLead, channel: Channel): string {
  const { state, reason } = lead.deliveries[channel];
  if (state === 'delivered') return 'delivered';
  if (state === 'gave up') return `gave up: ${reason}`;
  if (lead.spam) return 'not sent (held back as spam)';
  if (state === 'retrying') return `failed, will retry: ${reason}`;
  return 'not sent (channel not set up, or not yet tried)';
}

export function deliverySection(lead: StoredLead): Html {
  return html`<section class="panel" aria-labelledby="delivery-heading">
    <h2 id="delivery-heading">Delivery to the sales team</h2>
    <table>
      ${columnHeads(['Channel', 'State'])}
      <tbody>
        ${(Object.keys(CHANNEL_COLUMNS) as Channel[]).map(
          (channel) =>
            html`<tr>
              <th scope="row">${CHANNEL_NAMES[channel]}</th>
              <td>${deliveryState(lead, channel)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}
