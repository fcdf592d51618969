// The inbox's pages, rendered by the Worker: plain HTML and forms, every value escaped by
// hono/html. The dashboard's charts are drawn by /inbox/charts.js over the tables it carries.
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { LEAD_SOURCE_FIELDS } from '../../lib/quote/lead-source';
import { budgetOptions, serviceOptions } from '../../lib/quote/options';
import type { Identity } from './access';
import {
  CHANNEL_COLUMNS,
  CHANNEL_FAILED_COLUMNS,
  type Channel,
  type QuoteRow,
} from '../storage/columns';
import { LEAD_STATUSES } from '../storage/lead-status';
import { shareText, sourceLabel, SUMMARY_WEEKS, type Summary } from './lead-summary';
import {
  filterFields,
  NOTE_MAX_LENGTH,
  PAGE_SIZE,
  type HistoryEntry,
  type StoredLead,
  type LeadFilter,
} from './store';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const INBOX_PATH = '/inbox/';
export const DASHBOARD_PATH = '/inbox/dashboard/';
export const leadPath = (id: string) => `/inbox/lead/${encodeURIComponent(id)}/`;

const CHANNEL_NAMES: Record<Channel, string> = {
  chat: 'Chat webhook',
  email: 'E-mail',
  jsonWebhook: 'CRM (signed JSON)',
};

const SOURCE_NAMES: Record<(typeof LEAD_SOURCE_FIELDS)[number], string> = {
  landingPage: 'Landing page',
  referrer: 'Referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  clickId: 'Click id',
};

function time(iso: string | null): Html {
  if (!iso) return html``;
  const shown = iso.replace('T', ' ').replace(/:\d\d\.\d+Z$|:\d\dZ$/, ' UTC');
  return html`<time datetime="${iso}">${shown}</time>`;
}

function statusBadge(status: string): Html {
  return html`<span class="status status-${status}">${status}</span>`;
}

export function layout(options: {
  title: string;
  identity: Identity;
  current?: 'leads' | 'dashboard';
  body: Html;
  scripts?: string[];
}): Html {
  const { identity, current } = options;
  const link = (href: string, label: string, name: 'leads' | 'dashboard') =>
    html`<li>
      <a href="${href}" ${current === name ? raw('aria-current="page"') : ''}>${label}</a>
    </li>`;
  return html`<!doctype html>
    <html lang="en">
      ${head(
        options.title,
        html`<link rel="stylesheet" href="/inbox/inbox.css" />
          ${(options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}`,
      )}
      <body>
        <a class="skip" href="#main">Skip to content</a>
        ${
          identity.local
            ? html`<p class="local" role="note">
                Local mode: no Cloudflare Access; signed in as ${identity.email}.
              </p>`
            : ''
        }
        <header class="bar">
          <p class="brand">Leads inbox</p>
          <nav aria-label="Inbox">
            <ul>
              ${link(INBOX_PATH, 'Leads', 'leads')}${link(DASHBOARD_PATH, 'Dashboard', 'dashboard')}
            </ul>
          </nav>
          <p class="who">Signed in as ${identity.email}</p>
        </header>
        <main id="main" tabindex="-1">${options.body}</main>
      </body>
    </html>`;
}

/** Every inbox page's head: never indexed, whatever host serves it. */
function head(title: string, extra: Html | string = ''): Html {
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · Leads inbox</title>
    ${extra}
  </head>`;
}

/** A table's header row; a heading given with a class, as [heading, class], gets it. */
function columnHeads(headings: readonly (Html | string | [string, string])[]): Html {
  return html`<thead>
    <tr>
      ${headings.map((heading) =>
        Array.isArray(heading)
          ? html`<th scope="col" class="${heading[1]}">${heading[0]}</th>`
          : html`<th scope="col">${heading}</th>`,
      )}
    </tr>
  </thead>`;
}

/** A filter of the list: a labelled select whose first option, "Any ...", filters nothing. */
function filterSelect(
  name: 'status' | 'service' | 'budget' | 'source',
  label: string,
  values: readonly string[],
  selected: string,
  any: string,
): Html {
  return html`<div>
    <label for="${name}">${label}</label
    ><select id="${name}" name="${name}">
      <option value="">${any}</option>
      ${values.map(
        (value) =>
          html`<option value="${value}" ${value === selected ? raw('selected') : ''}>
            ${value}
          </option>`,
      )}
    </select>
  </div>`;
}

/**
 * A link to the filter's leads, as a form that posts the filter: the search text goes in the
 * request's body, never in its address.
 */
function filterButton(
  action: string,
  filter: LeadFilter,
  label: string,
  options: { page?: number; rel?: string; className?: string } = {},
): Html {
  return html`<form class="inline" method="post" action="${action}">
    ${filterFields(filter, options.page).map(
      ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
    )}<button type="submit" class="${options.className ?? 'link'}">${label}</button>
  </form>`;
}

export function listPage(input: {
  identity: Identity;
  filter: LeadFilter;
  leads: StoredLead[];
  total: number;
  sources: string[];
  erasures: HistoryEntry[];
  message?: string;
}): Html {
  const { filter, leads, total } = input;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  const services = [...new Set([...serviceOptions, filter.service].filter(Boolean))];
  const budgets = [...new Set([...budgetOptions, filter.budget].filter(Boolean))];
  const sources = [...new Set([...input.sources, filter.source].filter(Boolean))];
  const body = html` <h1>Leads</h1>
    ${input.message ? html`<p class="message" role="status">${input.message}</p>` : ''}
    <form
      class="panel filters"
      method="post"
      action="${INBOX_PATH}"
      role="search"
      aria-label="Find leads"
    >
      <div class="wide">
        <label for="q">Search name, e-mail or phone</label>
        <input id="q" name="q" type="search" value="${filter.q}" autocomplete="off" />
      </div>
      ${filterSelect('status', 'Status', LEAD_STATUSES, filter.status, 'Any status')}
      ${filterSelect('service', 'Service', services, filter.service, 'Any service')}
      ${filterSelect('budget', 'Budget', budgets, filter.budget, 'Any budget')}
      ${filterSelect('source', 'Source or campaign', sources, filter.source, 'Any source')}
      <div>
        <label for="from">Received from</label
        ><input id="from" name="from" type="date" value="${filter.from}" />
      </div>
      <div>
        <label for="to">Received until</label
        ><input id="to" name="to" type="date" value="${filter.to}" />
      </div>
      <div>
        <label for="spam">Spam</label
        ><select id="spam" name="spam">
          <option value="no" ${filter.spam === 'no' ? raw('selected') : ''}>Without spam</option>
          <option value="only" ${filter.spam === 'only' ? raw('selected') : ''}>Spam only</option>
          <option value="all" ${filter.spam === 'all' ? raw('selected') : ''}>All</option>
        </select>
      </div>
      <div class="actions">
        <button type="submit">Filter</button><a href="${INBOX_PATH}">Clear</a>
      </div>
    </form>
    <div class="actions">
      <p class="count" role="status">
        ${total === 0 ? 'No leads match.' : `Leads ${first}–${last} of ${total}, newest first.`}
      </p>
      ${filterButton(
        '/api/leads/export.csv',
        filter,
        `Download CSV of ${total === 1 ? 'this lead' : `these ${total} leads`}`,
        { className: 'secondary' },
      )}
    </div>
    ${
      leads.length === 0
        ? ''
        : html`<table class="leads">
            <caption class="muted">
              Each lead's name opens its page.
            </caption>
            ${columnHeads(['Name', 'Received', 'Contact', 'Service', 'Budget', 'Source', ['Status', 'nowrap']])}
            <tbody>
              ${leads.map(
                (lead) =>
                  html`<tr>
                    <th scope="row">
                      <a href="${leadPath(lead.id)}">${lead.name || '(no name)'}</a
                      >${lead.spam ? html` <span class="muted">(spam)</span>` : ''}
                    </th>
                    <td class="nowrap" data-label="Received">${time(lead.receivedAt)}</td>
                    <td class="contact" data-label="Contact">
                      <a href="mailto:${lead.email}">${lead.email}</a><br /><a
                        href="tel:${lead.mobile}"
                        >${lead.mobile}</a
                      >
                    </td>
                    <td data-label="Service">${lead.service}</td>
                    <td data-label="Budget">${lead.budget}</td>
                    <td data-label="Source">${sourceLabel(lead.source)}</td>
                    <td data-label="Status">${statusBadge(lead.status)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${
      pages > 1
        ? html`<nav class="pages" aria-label="Pages">
            ${page > 1 ? filterButton(INBOX_PATH, filter, 'Newer leads', { page: page - 1 }) : ''}
            <span>Page ${page} of ${pages}</span>
            ${page < pages ? filterButton(INBOX_PATH, filter, 'Older leads', { page: page + 1 }) : ''}
          </nav>`
        : ''
    }
    ${
      input.erasures.length === 0
        ? ''
        : html`<h2>Erasures</h2>
            <table>
              <caption class="muted">
                Whose is never recorded.
              </caption>
              ${columnHeads(['When', 'Who', 'What'])}
              <tbody>
                ${input.erasures.map(
                  (entry) =>
                    html`<tr>
                      <td>${time(entry.at)}</td>
                      <td>${entry.actor}</td>
                      <td>${entry.detail}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
    }`;
  return layout({ title: 'Leads', identity: input.identity, current: 'leads', body });
}

/** A visitor's text with its line breaks kept, each line escaped. */
function lines(text: string): Html[] {
  return text
    .split(/\r\n?|\n/)
    .map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`));
}

function field(label: string, value: Html | string | null | undefined): Html {
  const shown =
    value === null || value === undefined || value === ''
      ? html`<span class="muted">—</span>`
      : typeof value === 'string'
        ? lines(value)
        : value;
  return html`<dt>${label}</dt>
    <dd>${shown}</dd>`;
}

/** Each channel's state: delivered, gave up (with its reason), failed and retrying, or not sent. */
export function deliveryState(lead: StoredLead, row: QuoteRow, channel: Channel): string {
  if (row[CHANNEL_COLUMNS[channel]] !== null) return 'delivered';
  const gaveUp = row[CHANNEL_FAILED_COLUMNS[channel]];
  if (gaveUp !== null) return `gave up: ${gaveUp}`;
  if (lead.spam) return 'not sent (held back as spam)';
  const failure = (lead.notifyError ?? '')
    .split('; ')
    .find((part) => part.startsWith(`${channel}: `));
  if (failure) return `failed, will retry: ${failure.slice(channel.length + 2)}`;
  return 'not sent (channel not set up, or not yet tried)';
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
        ${field('Received', time(lead.receivedAt))} ${field('Name', lead.name)}
        ${field('E-mail', html`<a href="mailto:${lead.email}">${lead.email}</a>`)}
        ${field('Mobile', html`<a href="tel:${lead.mobile}">${lead.mobile}</a>`)}
        ${field('Service', lead.service)} ${field('About the service', lead.serviceComment)}
        ${field('Budget', lead.budget)} ${field('About the budget', lead.budgetComment)}
        ${field('Sent from', lead.pageurl)}
        ${field('IP address, as the browser reported it', lead.userip)}
        ${field('Spam', lead.spam ? `yes (${row.spam})` : 'no')} ${field('Quote id', lead.id)}
        ${field('Idempotency key', lead.idempotencyKey)}
        ${field('First contacted', time(lead.contactedAt))}
      </dl>
    </section>
    <section class="panel" aria-labelledby="source-heading">
      <h2 id="source-heading">Source: ${sourceLabel(lead.source)}</h2>
      <dl class="fields">
        ${LEAD_SOURCE_FIELDS.map((name) => field(SOURCE_NAMES[name], lead.source?.[name] ?? null))}
      </dl>
    </section>
    <section class="panel" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Delivery to the sales team</h2>
      <table>
        ${columnHeads(['Channel', 'State'])}
        <tbody>
          ${(Object.keys(CHANNEL_COLUMNS) as Channel[]).map(
            (channel) =>
              html`<tr>
                <th scope="row">${CHANNEL_NAMES[channel]}</th>
                <td>${deliveryState(lead, row, channel)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
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

/** The dashboard's chart data, read by /inbox/charts.js from the page. */
export interface ChartData {
  weeks: { week: string; leads: number }[];
  bySource: { label: string; leads: number }[];
  byService: { label: string; leads: number }[];
  byPage: { label: string; leads: number }[];
}

function jsonForScript(value: unknown): string {
  // Inside <script type="application/json">: no "</script>" or "<!--" can close it.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function countTable(caption: string, heading: string, rows: [string, number][]): Html {
  return html`<table>
    <caption>
      ${caption}
    </caption>
    ${columnHeads([heading, ['Leads', 'number']])}
    <tbody>
      ${
        rows.length === 0
          ? html`<tr>
              <td colspan="2">No leads.</td>
            </tr>`
          : rows.map(
              ([label, leads]) =>
                html`<tr>
                  <th scope="row">${label}</th>
                  <td class="number">${leads}</td>
                </tr>`,
            )
      }
    </tbody>
  </table>`;
}

function chartFigure(id: keyof ChartData, title: string, table: Html): Html {
  return html`<figure class="panel" aria-labelledby="${id}-title">
    <figcaption id="${id}-title">${title}</figcaption>
    <div class="chart" data-chart="${id}"></div>
    <details>
      <summary>The figures as a table</summary>
      ${table}
    </details>
  </figure>`;
}

export function dashboardPage(input: { identity: Identity; summary: Summary }): Html {
  const { summary } = input;
  const data: ChartData = {
    weeks: summary.weeks.map((week) => ({ week: week.start, leads: week.leads })),
    bySource: summary.bySource.map(([label, leads]) => ({ label, leads })),
    byService: summary.byService.map(([label, leads]) => ({ label, leads })),
    byPage: summary.byPage.map(([label, leads]) => ({ label, leads })),
  };
  const won = summary.outcomes.reduce((sum, outcome) => sum + outcome.won, 0);
  const judged = summary.outcomes.reduce((sum, outcome) => sum + outcome.judged, 0);
  const onTime = summary.outcomes.reduce((sum, outcome) => sum + outcome.contactedWithinDay, 0);
  const body = html` <h1>Dashboard</h1>
    <p>
      The last ${SUMMARY_WEEKS} weeks (weeks from Monday, UTC, since
      ${summary.weeks[0]?.start ?? ''}); spam apart. The same figures as
      <code>npm run quotes -- --summary</code>.
    </p>
    <ul class="stats">
      <li><strong>${summary.leads}</strong> leads</li>
      <li><strong>${summary.spam}</strong> spam</li>
      <li><strong>${summary.undelivered}</strong> not delivered on every channel</li>
      <li><strong>${shareText(onTime, judged)}</strong> contacted within a working day</li>
      <li><strong>${shareText(won, summary.leads)}</strong> won</li>
    </ul>
    <script type="application/json" id="chart-data">
      ${raw(jsonForScript(data))}
    </script>
    ${chartFigure(
      'weeks',
      'Leads per week',
      html`<table>
        <caption>
          Leads per week
        </caption>
        ${columnHeads(['Week of', ['Leads', 'number'], ['Spam', 'number'], ['Undelivered', 'number']])}
        <tbody>
          ${summary.weeks.map(
            (week) =>
              html`<tr>
                <th scope="row">${week.start}</th>
                <td class="number">${week.leads}</td>
                <td class="number">${week.spam}</td>
                <td class="number">${week.undelivered}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
    )}
    ${chartFigure('bySource', 'Leads by source or campaign', countTable('Leads by source or campaign', 'Source', summary.bySource))}
    ${chartFigure('byService', 'Leads by service', countTable('Leads by service', 'Service', summary.byService))}
    ${chartFigure('byPage', 'Leads by page sent from', countTable('Leads by page sent from', 'Page', summary.byPage))}
    <section class="panel" aria-labelledby="outcomes-heading">
      <h2 id="outcomes-heading">Follow-up by source</h2>
      <p class="muted">
        Contacted within a working day: the lead left "new" within 24 hours of Monday to Friday
        (UTC) after it came in, counted among the leads whose first working day is over or that were
        contacted. Won: the leads marked "won".
      </p>
      <table>
        ${columnHeads(['Source', ['Leads', 'number'], 'Contacted within a working day', 'Won'])}
        <tbody>
          ${
            summary.outcomes.length === 0
              ? html`<tr>
                  <td colspan="4">No leads.</td>
                </tr>`
              : summary.outcomes.map(
                  (outcome) =>
                    html`<tr>
                      <th scope="row">${outcome.source}</th>
                      <td class="number">${outcome.leads}</td>
                      <td>${shareText(outcome.contactedWithinDay, outcome.judged)}</td>
                      <td>${shareText(outcome.won, outcome.leads)}</td>
                    </tr>`,
                )
          }
        </tbody>
      </table>
    </section>`;
  return layout({
    title: 'Dashboard',
    identity: input.identity,
    current: 'dashboard',
    body,
    scripts: ['/inbox/charts.js'],
  });
}

export function refusedPage(reason: string): Html {
  return html`<!doctype html>
    <html lang="en">
      ${head('Not allowed')}
      <body>
        <main>
          <h1>Not allowed</h1>
          <p>${reason}</p>
          <p>The inbox is for the sales team, signed in through Cloudflare Access.</p>
        </main>
      </body>
    </html>`;
}

export function problemPage(identity: Identity, title: string, text: string, back: string): Html {
  return layout({
    title,
    identity,
    body: html`<h1>${title}</h1>
      <p>${text}</p>
      <p><a href="${back}">Back</a></p>`,
  });
}
