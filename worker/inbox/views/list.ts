import { html, raw } from 'hono/html';
import { LEAD_LABELS as label } from '@/lib/quote/fields';
import { sourceLabel } from '@/lib/quote/lead-source';
import { budgetOptions, serviceOptions } from '@/lib/quote/options';
import { INBOX_PATH, leadPath } from '@/worker/http/inbox-address';
import type { Identity } from '@/worker/inbox/access';
import { filterFields, type LeadFilter, PAGE_SIZE } from '@/worker/inbox/lead-filter';
import { formatDealValue } from '@/worker/lead-logic/deal-value';
import { LEAD_STATUSES } from '@/worker/lead-logic/lead-status';
import type { HistoryEntry } from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import { columnHeads, type Html, scrollRegion, statusBadge, time } from './html';
import { layout } from './layout';

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

/** A form rather than a link: the search text goes in the request's body, never in an address. */
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
  const body = html` <h1>Leads</h1>
    ${input.message ? html`<p class="message" role="status">${input.message}</p>` : ''}
    ${filterForm(filter, input.sources)}
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
    ${leadsTable(leads)} ${pageLinks(filter, page, pages)} ${erasuresSection(input.erasures)}`;
  return layout({ title: 'Leads', identity: input.identity, current: 'leads', body });
}

/** The filters, each select offering the value in use even when no option has it any more. */
function filterForm(filter: LeadFilter, knownSources: readonly string[]): Html {
  const services = [...new Set([...serviceOptions, filter.service].filter(Boolean))];
  const budgets = [...new Set([...budgetOptions, filter.budget].filter(Boolean))];
  const sources = [...new Set([...knownSources, filter.source].filter(Boolean))];
  return html`<form
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
    ${filterSelect('status', label.status, LEAD_STATUSES, filter.status, 'Any status')}
    ${filterSelect('service', label.service, services, filter.service, 'Any service')}
    ${filterSelect('budget', label.budget, budgets, filter.budget, 'Any budget')}
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
  </form>`;
}

function leadsTable(leads: readonly StoredLead[]): Html | '' {
  return leads.length === 0
    ? ''
    : html`<table class="leads">
        <caption class="muted">
          Each lead's name opens its page.
        </caption>
        ${columnHeads([label.name, label.receivedAt, 'Contact', label.service, label.budget, 'Source', [label.status, 'nowrap']])}
        <tbody>
          ${leads.map(
            (lead) =>
              html`<tr>
                <th scope="row">
                  <a href="${leadPath(lead.id)}">${lead.name || '(no name)'}</a
                  >${lead.spam ? html` <span class="muted">(spam)</span>` : ''}
                </th>
                <td class="nowrap" data-label="${label.receivedAt}">${time(lead.receivedAt)}</td>
                <td class="contact" data-label="Contact">
                  <a href="mailto:${lead.email}">${lead.email}</a><br /><a href="tel:${lead.mobile}"
                    >${lead.mobile}</a
                  >
                </td>
                <td data-label="${label.service}">${lead.service}</td>
                <td data-label="${label.budget}">${lead.budget}</td>
                <td data-label="Source">${sourceLabel(lead.source)}</td>
                <td data-label="${label.status}">
                  ${statusBadge(lead.status)}${
                    lead.status === 'won' && lead.dealValue
                      ? html`<br /><span class="nowrap">${formatDealValue(lead.dealValue)}</span>`
                      : ''
                  }
                </td>
              </tr>`,
          )}
        </tbody>
      </table>`;
}

function pageLinks(filter: LeadFilter, page: number, pages: number): Html | '' {
  return pages > 1
    ? html`<nav class="pages" aria-label="Pages">
        ${page > 1 ? filterButton(INBOX_PATH, filter, 'Newer leads', { page: page - 1 }) : ''}
        <span>Page ${page} of ${pages}</span>
        ${page < pages ? filterButton(INBOX_PATH, filter, 'Older leads', { page: page + 1 }) : ''}
      </nav>`
    : '';
}

/** When, who and how many; never whose. */
function erasuresSection(erasures: readonly HistoryEntry[]): Html | '' {
  return erasures.length === 0
    ? ''
    : html`<h2 id="erasures-heading">Erasures</h2>
        ${scrollRegion(
          'erasures-heading',
          html`<table>
            <caption class="muted">
              Whose is never recorded.
            </caption>
            ${columnHeads(['When', 'Who', 'What'])}
            <tbody>
              ${erasures.map(
                (entry) =>
                  html`<tr>
                    <td>${time(entry.at)}</td>
                    <td>${entry.actor}</td>
                    <td>${entry.detail}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`,
        )}`;
}
