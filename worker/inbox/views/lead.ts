import { html, raw } from 'hono/html';
import { LEAD_LABELS as label, type LeadFieldKey, leadFieldsOf } from '@/lib/quote/fields';
import { LEAD_SOURCE_FIELDS, sourceLabel } from '@/lib/quote/lead-source';
import { INBOX_PATH, leadPath } from '@/worker/http/inbox-address';
import type { Identity } from '@/worker/inbox/access';
import { NOTE_MAX_LENGTH } from '@/worker/inbox/lead-filter';
import {
  DEAL_VALUE_MAX_LENGTH,
  formatDealValue,
  minorUnitDigits,
} from '@/worker/lead-logic/deal-value';
import { LEAD_STATUSES, type LeadStatus } from '@/worker/lead-logic/lead-status';
import type { QuoteRow } from '@/worker/storage/columns';
import type { HistoryEntry } from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import { deliverySection } from './delivery';
import { type Html, lines, statusBadge, time } from './html';
import { layout } from './layout';

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

/** The status form as posted, when it comes back refused: what was typed stays. */
export interface StatusFormInput {
  status: LeadStatus;
  value: string;
  problem: string;
}

const HISTORY_KIND: Record<HistoryEntry['kind'], string> = {
  status: 'status',
  note: 'note',
  erasure: 'erasure',
  value: 'deal value',
};

/** The status, and the deal's value a won lead must have: one form, so "won" never lacks it. */
function statusForm(
  lead: StoredLead,
  action: string,
  currency: string,
  posted: StatusFormInput | undefined,
): Html {
  const selected = posted?.status ?? lead.status;
  const typed =
    posted?.value ??
    (lead.dealValue?.currency === currency
      ? lead.dealValue.amount.toFixed(minorUnitDigits(currency))
      : '');
  const describedBy = `deal-value-hint${posted ? ' deal-value-error' : ''}`;
  return html`<form method="post" action="${action}">
    <label for="new-status">Change status to</label>
    <select id="new-status" name="status">
      ${LEAD_STATUSES.map((status) => html`<option value="${status}" ${status === selected ? raw('selected') : ''}>${status}</option>`)}
    </select>
    <label for="deal-value" class="spaced">Deal's value in ${currency}, when won</label>
    <p id="deal-value-hint" class="hint">
      Asked for when the status is won; change it here later. Such as 12,500.00.
    </p>
    ${posted ? html`<p id="deal-value-error" class="field-error">${posted.problem}</p>` : ''}
    <input
      id="deal-value"
      name="value"
      type="text"
      inputmode="decimal"
      autocomplete="off"
      maxlength="${DEAL_VALUE_MAX_LENGTH}"
      value="${typed}"
      aria-describedby="${describedBy}"
      ${posted ? raw('aria-invalid="true"') : ''}
    />
    <div class="actions"><button type="submit">Save status</button></div>
  </form>`;
}

function dealLine(lead: StoredLead): Html | string {
  if (!lead.dealValue) return '';
  const counted =
    lead.status === 'won'
      ? ''
      : html` <span class="muted">(not counted while ${lead.status})</span>`;
  return html`<p class="deal">
    Deal value: <strong>${formatDealValue(lead.dealValue)}</strong>${counted}
  </p>`;
}

export function leadPage(input: {
  identity: Identity;
  lead: StoredLead;
  row: QuoteRow;
  history: HistoryEntry[];
  formKey: string;
  /** DEAL_CURRENCY. */
  currency: string;
  message?: string;
  posted?: StatusFormInput;
}): Html {
  const { lead, row, history, formKey, posted } = input;
  const action = (what: string) => `${leadPath(lead.id)}${what}`;
  const body = html` <p><a href="${INBOX_PATH}">← All leads</a></p>
    <h1>${lead.name || '(no name)'}</h1>
    ${input.message ? html`<p class="message" role="status">${input.message}</p>` : ''}
    ${
      posted
        ? html`<p class="warning" role="alert">
            Status not saved: <a href="#deal-value">${posted.problem}</a>
          </p>`
        : ''
    }
    <div class="grid2">
      <section class="panel" aria-labelledby="status-heading">
        <h2 id="status-heading">Status: ${statusBadge(lead.status)}</h2>
        ${dealLine(lead)} ${statusForm(lead, action('status'), input.currency, posted)}
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
                    ${time(entry.at)} · ${entry.actor} · ${HISTORY_KIND[entry.kind] ?? entry.kind}
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
  const title = lead.name || 'Lead';
  return layout({ title: posted ? `Not saved: ${title}` : title, identity: input.identity, body });
}
