// The dashboard's funnel: from the visits to the deals won, for the chosen period beside the one
// before it, by channel and source, landing page, country and device.
import { html } from 'hono/html';
import { DASHBOARD_PATH } from '@/worker/http/inbox-address';
import { formatDealValue } from '@/worker/lead-logic/deal-value';
import {
  type Compared,
  type CountedFigures,
  type Funnel,
  type FunnelFigures,
  type OpeningRow,
  relativeChange,
  type SourceRow,
} from '@/worker/lead-logic/funnel';
import {
  MAX_PERIOD_DAYS,
  PERIOD_NAMES,
  PERIOD_PRESETS,
  periodText,
} from '@/worker/lead-logic/funnel-period';
import { columnHeads, type Html, scrollRegion } from './html';

/** Each table shows the rows that brought the most visits; the JSON has FUNNEL_ROWS and `other`. */
export const FUNNEL_TABLE_ROWS = 25;

export function percentText(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)} %`;
}

/** `+33 %`, `−50 %`, `new` (nothing before), `same`. */
export function changeText(current: number, previous: number): string {
  if (current === previous) return 'same';
  const change = relativeChange(current, previous);
  if (change === null) return 'new';
  const text = percentText(Math.abs(change));
  return change > 0 ? `+${text}` : `−${text}`;
}

/** Stored per visit, or why there is no rate: more quotes than visits counted. */
export function conversionText(figures: FunnelFigures): string {
  return figures.countingBlocked
    ? 'counting blocked for some visitors'
    : percentText(figures.conversionRate);
}

const ratioText = (ratio: number | null) => (ratio === null ? '–' : ratio.toFixed(1));

/** The stages in order, for the chart and its table. */
export function funnelStages(figures: FunnelFigures): { label: string; count: number }[] {
  return [
    { label: 'Visits', count: figures.visits },
    { label: 'Quote panels opened', count: figures.panelsOpened },
    { label: 'Step 1 completed', count: figures.step1Completed },
    { label: 'Step 2 completed', count: figures.step2Completed },
    { label: 'Quotes sent', count: figures.quotesSent },
    { label: 'Quotes stored', count: figures.quotesStored },
    { label: 'Leads won', count: figures.leadsWon },
  ];
}

/** A figure with the period before's (and the change, for a count) beneath it. */
function wasText(previous: string): Html {
  return html`<span class="was"
    ><span class="visually-hidden">period before: </span>${previous}</span
  >`;
}

function comparedCell(current: number, previous: number): Html {
  return html`<td class="number">
    ${current}${wasText(`${previous}, ${changeText(current, previous)}`)}
  </td>`;
}

function periodPicker(funnel: Funnel): Html {
  const { period } = funnel;
  return html`<nav aria-label="Period" class="periods">
    <ul>
      ${PERIOD_PRESETS.map(
        (preset) =>
          html`<li>
            <a
              href="${DASHBOARD_PATH}?period=${preset}#funnel-heading"
              aria-current="${period.preset === preset ? 'page' : 'false'}"
              >${PERIOD_NAMES[preset]}</a
            >
          </li>`,
      )}
    </ul>
    <form method="get" action="${DASHBOARD_PATH}" class="filters">
      <div>
        <label for="period-from">From</label>
        <input id="period-from" name="from" type="date" required value="${period.since}" />
      </div>
      <div>
        <label for="period-to">To</label>
        <input id="period-to" name="to" type="date" required value="${period.until}" />
      </div>
      <div><button type="submit">Show</button></div>
    </form>
    <p class="muted">
      At most ${MAX_PERIOD_DAYS} days, UTC. The address of this page keeps the period: share it with
      a colleague who has access.
    </p>
  </nav>`;
}

function stageTable(total: Compared<FunnelFigures>): Html {
  const { figures, previous } = total;
  const dropOff = [
    '',
    '',
    percentText(figures.dropOff.beforeStep1),
    percentText(figures.dropOff.beforeStep2),
    percentText(figures.dropOff.beforeSending),
    '',
    '',
  ];
  const before = funnelStages(previous);
  return html`<table>
    <caption>
      Every channel, stage by stage
    </caption>
    ${columnHeads([
      'Stage',
      ['Count', 'number'],
      ['Period before', 'number'],
      ['Change', 'number'],
      ['Left before it', 'number'],
    ])}
    <tbody>
      ${funnelStages(figures).map(
        (stage, index) =>
          html`<tr>
            <th scope="row">${stage.label}</th>
            <td class="number">${stage.count}</td>
            <td class="number">${before[index]!.count}</td>
            <td class="number">${changeText(stage.count, before[index]!.count)}</td>
            <td class="number">${dropOff[index]}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function openingTable(rows: readonly OpeningRow[]): Html {
  const name = { visitor: 'By the visitor', timer: 'By the 10-second timer' };
  return html`<table>
    ${columnHeads([
      'Opened',
      ['Panels', 'number'],
      ['Step 1', 'number'],
      ['Step 2', 'number'],
      ['Quotes sent', 'number'],
      ['Sent per panel', 'number'],
    ])}
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <th scope="row">${name[row.openedBy]}</th>
            <td class="number">${row.panels}</td>
            <td class="number">${row.step1Completed}</td>
            <td class="number">${row.step2Completed}</td>
            <td class="number">${row.quotesSent}</td>
            <td class="number">${percentText(row.sendRate)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function seriesTable(funnel: Funnel): Html {
  const { step, buckets } = funnel.series;
  return html`<table>
    <caption>
      Visits and quote panels opened per ${step}
    </caption>
    ${columnHeads([
      step === 'day' ? 'Day' : 'Week of',
      ['Visits', 'number'],
      ['Page views', 'number'],
      ['Panels by the visitor', 'number'],
      ['Panels by the timer', 'number'],
      ['Quotes sent', 'number'],
      ['Quotes stored', 'number'],
    ])}
    <tbody>
      ${buckets.map(
        (bucket) =>
          html`<tr>
            <th scope="row">${bucket.start}</th>
            <td class="number">${bucket.visits}</td>
            <td class="number">${bucket.pageViews}</td>
            <td class="number">${bucket.panelsOpenedByVisitor}</td>
            <td class="number">${bucket.panelsOpenedByTimer}</td>
            <td class="number">${bucket.quotesSent}</td>
            <td class="number">${bucket.quotesStored}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const panelsText = (row: CountedFigures) =>
  `${row.panelsOpened} (${row.panelsOpenedByVisitor} / ${row.panelsOpenedByTimer})`;

const dropOffText = ({ dropOff }: CountedFigures) =>
  [dropOff.beforeStep1, dropOff.beforeStep2, dropOff.beforeSending].map(percentText).join(' / ');

function scrolling(id: string, title: string, table: Html): Html {
  return scrollRegion(
    id,
    html`<h3 id="${id}">${title}</h3>
      ${table}`,
  );
}

const FULL_HEADS: (string | [string, string])[] = [
  ['Visits', 'number'],
  ['Page views', 'number'],
  ['Views per visit', 'number'],
  ['Panels (visitor / timer)', 'number'],
  ['Step 1', 'number'],
  ['Step 2', 'number'],
  ['Quotes sent', 'number'],
  ['Quotes stored', 'number'],
  ['Won', 'number'],
  ['Revenue', 'number'],
  ['Average deal', 'number'],
  ['Stored per visit', 'number'],
  ['Left at step 1 / 2 / sending', 'number'],
];

/** A sum of won deals in the funnel's currency; a dash before the first. */
export function moneyText(amount: number | null, currency: string | null): string {
  return amount === null || currency === null ? '–' : formatDealValue({ amount, currency });
}

function fullCells({ figures, previous }: Compared<FunnelFigures>, currency: string | null): Html {
  return html`${comparedCell(figures.visits, previous.visits)}
    ${comparedCell(figures.pageViews, previous.pageViews)}
    <td class="number">${ratioText(figures.viewsPerVisit)}</td>
    <td class="number nowrap">${panelsText(figures)}</td>
    ${comparedCell(figures.step1Completed, previous.step1Completed)}
    ${comparedCell(figures.step2Completed, previous.step2Completed)}
    ${comparedCell(figures.quotesSent, previous.quotesSent)}
    ${comparedCell(figures.quotesStored, previous.quotesStored)}
    ${comparedCell(figures.leadsWon, previous.leadsWon)}
    <td class="number nowrap">
      ${moneyText(figures.revenue, currency)}${wasText(moneyText(previous.revenue, currency))}
    </td>
    <td class="number nowrap">${moneyText(figures.averageDeal, currency)}</td>
    <td class="number">${conversionText(figures)}${wasText(conversionText(previous))}</td>
    <td class="number nowrap">${dropOffText(figures)}</td>`;
}

const emptyRow = (columns: number) =>
  html`<tr>
    <td colspan="${columns}">Nothing counted in this period.</td>
  </tr>`;

function moreNote(rows: number): Html | string {
  return rows > FUNNEL_TABLE_ROWS
    ? html`<p class="muted">
        The ${FUNNEL_TABLE_ROWS} with the most visits of ${rows}; all of them are in
        <code>/api/leads/funnel</code>.
      </p>`
    : '';
}

/** Channel first, each channel's sources and campaigns beneath it. */
function channelTable(funnel: Funnel): Html {
  const sources = new Map<string, SourceRow[]>();
  for (const row of funnel.bySource)
    sources.set(row.channel, [...(sources.get(row.channel) ?? []), row]);
  return html`<table>
    ${columnHeads(['Channel, then source or campaign', ...FULL_HEADS])}
    ${
      funnel.byChannel.length === 0
        ? html`<tbody>
            ${emptyRow(14)}
          </tbody>`
        : funnel.byChannel.map((channel) => {
            const rows = sources.get(channel.channel) ?? [];
            return html`<tbody class="group">
              <tr class="group-head">
                <th scope="rowgroup">${channel.name}</th>
                ${fullCells(channel, funnel.currency)}
              </tr>
              ${rows.slice(0, FUNNEL_TABLE_ROWS).map(
                (row) =>
                  html`<tr>
                    <th scope="row" class="indent">${row.source}</th>
                    ${fullCells(row, funnel.currency)}
                  </tr>`,
              )}
              ${
                rows.length > FUNNEL_TABLE_ROWS
                  ? html`<tr>
                      <td colspan="14" class="indent muted">
                        The ${FUNNEL_TABLE_ROWS} with the most visits of ${rows.length}; all of them
                        are in <code>/api/leads/funnel</code>.
                      </td>
                    </tr>`
                  : ''
              }
            </tbody>`;
          })
    }
  </table>`;
}

function pagesTable(funnel: Funnel): Html {
  const shown = funnel.byLandingPage.slice(0, FUNNEL_TABLE_ROWS);
  return html`<table>
      ${columnHeads(['Landing page', ...FULL_HEADS])}
      <tbody>
        ${
          shown.length === 0
            ? emptyRow(14)
            : shown.map(
                (row) =>
                  html`<tr>
                    <th scope="row">${row.landingPage}</th>
                    ${fullCells(row, funnel.currency)}
                  </tr>`,
              )
        }
      </tbody>
    </table>
    ${moreNote(funnel.byLandingPage.length)}`;
}

/** A country's or a device's row: the counted stages only, leads keep neither. */
function facetTable(heading: string, rows: Funnel['byCountry']): Html {
  const shown = rows.slice(0, FUNNEL_TABLE_ROWS);
  return html`<table>
      ${columnHeads([
        heading,
        ['Visits', 'number'],
        ['Page views', 'number'],
        ['Views per visit', 'number'],
        ['Panels opened', 'number'],
        ['Step 1', 'number'],
        ['Step 2', 'number'],
        ['Quotes sent', 'number'],
        ['Left at step 1 / 2 / sending', 'number'],
      ])}
      <tbody>
        ${
          shown.length === 0
            ? emptyRow(9)
            : shown.map(
                ({ name, figures, previous }) =>
                  html`<tr>
                    <th scope="row">${name}</th>
                    ${comparedCell(figures.visits, previous.visits)}
                    ${comparedCell(figures.pageViews, previous.pageViews)}
                    <td class="number">${ratioText(figures.viewsPerVisit)}</td>
                    ${comparedCell(figures.panelsOpened, previous.panelsOpened)}
                    ${comparedCell(figures.step1Completed, previous.step1Completed)}
                    ${comparedCell(figures.step2Completed, previous.step2Completed)}
                    ${comparedCell(figures.quotesSent, previous.quotesSent)}
                    <td class="number nowrap">${dropOffText(figures)}</td>
                  </tr>`,
              )
        }
      </tbody>
    </table>
    ${moreNote(rows.length)}`;
}

function contactsTable(funnel: Funnel): Html {
  const shown = funnel.byChannel;
  return html`<table>
    ${columnHeads([
      'Channel',
      ['Meetings opened', 'number'],
      ['Chats opened', 'number'],
      ['Phone links', 'number'],
      ['E-mail links', 'number'],
      ['Messaging links', 'number'],
    ])}
    <tbody>
      ${
        shown.length === 0
          ? emptyRow(6)
          : shown.map(
              ({ name, figures }) =>
                html`<tr>
                  <th scope="row">${name}</th>
                  <td class="number">${figures.meetingsOpened}</td>
                  <td class="number">${figures.chatsOpened}</td>
                  <td class="number">${figures.phoneLinks}</td>
                  <td class="number">${figures.emailLinks}</td>
                  <td class="number">${figures.messagingLinks}</td>
                </tr>`,
            )
      }
    </tbody>
  </table>`;
}

function stat(label: string, current: string, previous: string, change: string): Html {
  return html`<li>
    <strong>${current}</strong> ${label}
    <span class="was">period before: ${previous}${change ? `, ${change}` : ''}</span>
  </li>`;
}

export function funnelSection(
  funnel: Funnel,
  chartFigure: (id: 'funnel' | 'openings', title: string, table: Html) => Html,
): Html {
  const { figures: total, previous } = funnel.total;
  const count = (key: 'visits' | 'pageViews' | 'quotesStored') =>
    [String(total[key]), String(previous[key]), changeText(total[key], previous[key])] as const;
  return html`<section class="panel" aria-labelledby="funnel-heading">
    <h2 id="funnel-heading">From visit to won deal</h2>
    <p>
      <strong>${periodText(funnel.period)}</strong>, beside the ${funnel.previousPeriod.days} days
      before it (${funnel.previousPeriod.since} to ${funnel.previousPeriod.until}).
    </p>
    ${periodPicker(funnel)}
    <p class="muted">
      Counted by the site itself without a cookie. A visit begins when a tab lands on the site; page
      views are each page load and each move to another page, counted under the channel, source and
      landing page of the visit they belong to. Quotes sent are those the page saw accepted; quotes
      stored, those the endpoint kept, spam apart; won, those marked "won", with the revenue their
      deals' values add up to. Visitors who block scripts or the counting are not counted; their
      quotes are still stored, so a row with more quotes than visits says counting was blocked
      rather than give a rate. Beneath each count: the period before, and the change.
    </p>
    <ul class="stats">
      ${stat('visits', ...count('visits'))} ${stat('page views', ...count('pageViews'))}
      ${stat(
        'views per visit',
        ratioText(total.viewsPerVisit),
        ratioText(previous.viewsPerVisit),
        '',
      )}
      ${stat('quotes stored', ...count('quotesStored'))}
      ${stat('stored per visit', conversionText(total), conversionText(previous), '')}
      ${stat(
        'won',
        moneyText(total.revenue, funnel.currency),
        moneyText(previous.revenue, funnel.currency),
        changeText(total.revenue, previous.revenue),
      )}
    </ul>
    ${chartFigure('funnel', 'From visit to won deal, every channel', stageTable(funnel.total))}
    <p class="legend" aria-hidden="true">
      <span class="swatch visitor"></span> opened by the visitor
      <span class="swatch timer"></span> opened by the timer
    </p>
    ${chartFigure(
      'openings',
      `Quote panels opened per ${funnel.series.step}, by the visitor and by the timer`,
      seriesTable(funnel),
    )}
    ${scrolling('funnel-openings', 'Who opened the quote panel', openingTable(funnel.byOpening))}
    ${scrolling('funnel-channels', 'By channel, source and campaign', channelTable(funnel))}
    ${scrolling('funnel-pages', 'By landing page', pagesTable(funnel))}
    ${scrolling('funnel-countries', 'By country', facetTable('Country', funnel.byCountry))}
    ${scrolling('funnel-devices', 'By device', facetTable('Device', funnel.byDevice))}
    ${scrolling('funnel-contacts', 'Other ways to reach us, by channel', contactsTable(funnel))}
  </section>`;
}
