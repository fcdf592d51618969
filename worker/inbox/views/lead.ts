import { html, raw } from 'hono/html';
import { LEAD_LABELS as label, type LeadFieldKey, leadFieldsOf } from '@/lib/quote/fields';
import { LEAD_SOURCE_FIELDS } from '@/lib/quote/lead-source';
import type { Identity } from '@/worker/inbox/access';
import { sourceLabel } from '@/worker/inbox/lead-summary';
import { type HistoryEntry, NOTE_MAX_LENGTH } from '@/worker/inbox/store';
import type { QuoteRow } from '@/worker/storage/columns';
import { LEAD_STATUSES } from '@/worker/storage/lead-status';
import type { StoredLead } from '@/worker/storage/rows';
import { deliverySection } from './delivery';
import { type Html, lines, statusBadge, time } from './html';
import { INBOX_PATH, layout, leadPath } from './layout';

/** The attachment aside: the wizard never sends one. The status has its own panel above. */
const REQUEST_FIELDS: readonly LeadFieldKey[] = [
  'receivedAt',
  ...(leadFieldsOf('contact', 'request', 'visit')
    .map((spec) => spec.key)
    .filter((key) => key !== 'fileattachment') as LeadFieldKey[]),
  'spam',
  'id',
  'idempotencyKey',
  'contactedAt',
];

/** A field's value on the page: the addresses to write or call to as links, times as times. */
function requestValue(key: LeadFieldKey, lead: StoredLead, row: QuoteRow): Html | string | null {
  switch (key) {
    case 'receivedAt':
      return time(lead.receivedAt);
    case 'contactedAt':
      return time(lead.contactedAt);
    case 'email':
      return html`<a href="mailto:${lead.email}">${lead.email}</a>`;
    case 'mobile':
      return html`<a href="tel:${lead.mobile}">${lead.mobile}</a>`;
    case 'spam':
      return lead.spam ? `yes (${row.spam})` : 'no';
    default: {
      const value = (lead as unknown as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : null;
    }
  }
}

function field(name: string, value: Html | string | null | undefined): Html {
  const shown =
    value === null || value === undefined || value === ''
      ? html`<span class="muted">—</span>`
      : typeof value === 'string'
        ? lines(value)
        : value;
  return html`<dt>${name}</dt>
    <dd>${shown}</dd>`;
}

export function leadPage(input: {
  identity: Identity;
  lead: StoredLead;
  row: QuoteRow;
  history: HistoryEntry[];
  formKey: string;
  message?: string;
}): Html {
  const { lead, row, history, formKey } = input;
  const action = (what: string) => `${leadPath(lead.id)}${what}`;
  const body = html` <p><a href="${INBOX_PATH}">← All leads</a></p>
    <h1>${lead.name || '(no name)'}</h1>
    ${input.message ? html`<p class="message" role="status">${input.message}</p>` : ''}
    <div class="grid2">
      <section class="panel" aria-labelledby="status-heading">
        <h2 id="status-heading">Status: ${statusBadge(lead.status)}</h2>
        <form method="post" action="${action('status')}">
          <label for="new-status">Change status to</label>
          <select id="new-status" name="status">
            ${LEAD_STATUSES.map((status) => html`<option value="${status}" ${status === lead.status ? raw('selected') : ''}>${status}</option>`)}
          </select>
          <div class="actions"><button type="submit">Save status</button></div>
        </form>
      </section>
      <section class="panel" aria-labelledby="note-heading">
        <h2 id="note-heading">Add a note</h2>
        <form method="post" action="${action('note')}">
          <input type="hidden" name="key" value="${formKey}" />
          <label for="note">Note (what was said, what comes next)</label>
          <textarea id="note" name="note" maxlength="${NOTE_MAX_LENGTH}" required></textarea>
          <div class="actions"><button type="submit">Add note</button></div>
        </form>
      </section>
    </div>
    <section class="panel" aria-labelledby="request-heading">
      <h2 id="request-heading">The request</h2>
      <dl class="fields">
        ${REQUEST_FIELDS.map((key) => field(label[key], requestValue(key, lead, row)))}
      </dl>
    </section>
    <section class="panel" aria-labelledby="source-heading">
      <h2 id="source-heading">Source: ${sourceLabel(lead.source)}</h2>
      <dl class="fields">
        ${LEAD_SOURCE_FIELDS.map((name) => field(label[name], lead.source?.[name] ?? null))}
      </dl>
    </section>
    ${deliverySection(lead)}
    <section class="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      ${
        history.length === 0
          ? html`<p class="muted">No change yet.</p>`
          : html`<ol class="history">
              ${history.map(
                (entry) =>
                  html`<li>
                    ${time(entry.at)} · ${entry.actor} ·
                    ${entry.kind === 'note' ? 'note' : 'status'}
                    <p class="detail">${lines(entry.detail)}</p>
                  </li>`,
              )}
            </ol>`
      }
    </section>
    <section class="panel" aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erase this person</h2>
      <p>
        When they ask to be forgotten: every quote sent with ${lead.email}, in any case, goes, with
        its notes and history.
      </p>
      <a class="button secondary" href="${action('erase')}">Erase this person…</a>
    </section>`;
  return layout({ title: lead.name || 'Lead', identity: input.identity, body });
}
