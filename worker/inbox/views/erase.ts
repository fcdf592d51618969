import { html } from 'hono/html';
import type { Identity } from '@/worker/inbox/access';
import type { StoredLead } from '@/worker/storage/rows';
import type { Html } from './html';
import { layout, leadPath } from './layout';

export function erasePage(input: { identity: Identity; lead: StoredLead; count: number }): Html {
  const { lead, count } = input;
  const body = html` <p><a href="${leadPath(lead.id)}">← Back to the lead</a></p>
    <h1>Erase ${lead.email}?</h1>
    <div class="warning">
      <p>
        This deletes ${count} quote${count === 1 ? '' : 's'} sent with ${lead.email} (in any case),
        with their notes and history, and any of theirs still held while the database was down. It
        cannot be undone.
      </p>
      <p>
        The history keeps only that you erased ${count === 1 ? 'a quote' : 'quotes'}, and when: not
        whose.
      </p>
    </div>
    <form method="post" action="${leadPath(lead.id)}erase">
      <input type="hidden" name="confirm" value="yes" />
      <div class="actions">
        <button class="danger" type="submit">Erase ${count} quote${count === 1 ? '' : 's'}</button
        ><a href="${leadPath(lead.id)}">Cancel</a>
      </div>
    </form>`;
  return layout({ title: 'Erase a person', identity: input.identity, body });
}
