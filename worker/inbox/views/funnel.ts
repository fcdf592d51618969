// The dashboard's funnel: from the pages viewed to the deals won, per source and landing page.
import { html } from 'hono/html';
import { formatDealValue } from '@/worker/lead-logic/deal-value';
import type { Funnel, FunnelFigures, OpeningRow } from '@/worker/lead-logic/funnel';
import { columnHeads, type Html, scrollRegion } from './html';

/** Each table shows the rows that brought the most visits; the JSON has FUNNEL_ROWS and `other`. */
const FUNNEL_TABLE_ROWS = 25;

export function percentText(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)} %`;
}

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

function stageTable(total: FunnelFigures): Html {
  const dropOff = [
    '',
    '',
    percentText(total.dropOff.beforeStep1),
    percentText(total.dropOff.beforeStep2),
    percentText(total.dropOff.beforeSending),
    '',
    '',
  ];
  return html`<table>
    <caption>
      Every source, stage by stage
    </caption>
    ${columnHeads(['Stage', ['Count', 'number'], ['Left before it', 'number']])}
    <tbody>
      ${funnelStages(total).map(
        (stage, index) =>
          html`<tr>
            <th scope="row">${stage.label}</th>
            <td class="number">${stage.count}</td>
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

function weeksTable(funnel: Funnel): Html {
  return html`<table>
    <caption>
      Quote panels opened per week
    </caption>
    ${columnHeads([
      'Week of',
      ['By the visitor', 'number'],
      ['By the timer', 'number'],
      ['Quotes sent', 'number'],
    ])}
    <tbody>
      ${funnel.weeks.map(
        (week) =>
          html`<tr>
            <th scope="row">${week.week}</th>
            <td class="number">${week.panelsOpenedByVisitor}</td>
            <td class="number">${week.panelsOpenedByTimer}</td>
            <td class="number">${week.quotesSent}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const panelsText = (row: FunnelFigures) =>
  `${row.panelsOpened} (${row.panelsOpenedByVisitor} / ${row.panelsOpenedByTimer})`;

const dropOffText = ({ dropOff }: FunnelFigures) =>
  [dropOff.beforeStep1, dropOff.beforeStep2, dropOff.beforeSending].map(percentText).join(' / ');

function scrolling(id: string, title: string, table: Html): Html {
  return scrollRegion(
    id,
    html`<h3 id="${id}">${title}</h3>
      ${table}`,
  );
}

/** A sum of won deals in the funnel's currency; a dash before the first. */
export function moneyText(amount: number | null, currency: string | null): string {
  return amount === null || currency === null ? '–' : formatDealValue({ amount, currency });
}

function rowsTable(
  heading: string,
  rows: readonly (FunnelFigures & { label: string })[],
  empty: string,
  currency: string | null,
): Html {
  const shown = rows.slice(0, FUNNEL_TABLE_ROWS);
  return html`<table>
      ${columnHeads([
        heading,
        ['Visits', 'number'],
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
      ])}
      <tbody>
        ${
          shown.length === 0
            ? html`<tr>
                <td colspan="12">${empty}</td>
              </tr>`
            : shown.map(
                (row) =>
                  html`<tr>
                    <th scope="row">${row.label}</th>
                    <td class="number">${row.visits}</td>
                    <td class="number nowrap">${panelsText(row)}</td>
                    <td class="number">${row.step1Completed}</td>
                    <td class="number">${row.step2Completed}</td>
                    <td class="number">${row.quotesSent}</td>
                    <td class="number">${row.quotesStored}</td>
                    <td class="number">${row.leadsWon}</td>
                    <td class="number nowrap">${moneyText(row.revenue, currency)}</td>
                    <td class="number nowrap">${moneyText(row.averageDeal, currency)}</td>
                    <td class="number">${percentText(row.conversionRate)}</td>
                    <td class="number nowrap">${dropOffText(row)}</td>
                  </tr>`,
              )
        }
      </tbody>
    </table>
    ${
      rows.length > shown.length
        ? html`<p class="muted">
            The ${FUNNEL_TABLE_ROWS} with the most visits of ${rows.length}; all of them are in
            <code>/api/leads/funnel</code>.
          </p>`
        : ''
    }`;
}

function contactsTable(funnel: Funnel): Html {
  const shown = funnel.bySource.slice(0, FUNNEL_TABLE_ROWS);
  return html`<table>
    ${columnHeads([
      'Source',
      ['Meetings opened', 'number'],
      ['Chats opened', 'number'],
      ['Phone links', 'number'],
      ['E-mail links', 'number'],
      ['Messaging links', 'number'],
    ])}
    <tbody>
      ${
        shown.length === 0
          ? html`<tr>
              <td colspan="6">Nothing counted yet.</td>
            </tr>`
          : shown.map(
              (row) =>
                html`<tr>
                  <th scope="row">${row.source}</th>
                  <td class="number">${row.meetingsOpened}</td>
                  <td class="number">${row.chatsOpened}</td>
                  <td class="number">${row.phoneLinks}</td>
                  <td class="number">${row.emailLinks}</td>
                  <td class="number">${row.messagingLinks}</td>
                </tr>`,
            )
      }
    </tbody>
  </table>`;
}

export function funnelSection(
  funnel: Funnel,
  chartFigure: (id: 'funnel' | 'openings', title: string, table: Html) => Html,
): Html {
  const { total } = funnel;
  return html`<section class="panel" aria-labelledby="funnel-heading">
    <h2 id="funnel-heading">From visit to won deal</h2>
    <p class="muted">
      Since ${funnel.since}, counted by the site itself without a cookie: a visit is a page viewed
      (each page load and each move to another page), counted under the source and landing page of
      the visit it belongs to. Quotes sent are those the page saw accepted; quotes stored, those the
      endpoint kept, spam apart; won, those marked "won", with the revenue their deals' values add
      up to. Visitors who block scripts or the counting are not counted; their quotes are still
      stored.
    </p>
    <ul class="stats">
      <li><strong>${total.visits}</strong> visits</li>
      <li><strong>${total.panelsOpened}</strong> quote panels opened</li>
      <li><strong>${total.quotesSent}</strong> quotes sent</li>
      <li><strong>${total.quotesStored}</strong> quotes stored</li>
      <li><strong>${percentText(total.conversionRate)}</strong> stored per visit</li>
      <li><strong>${moneyText(total.revenue, funnel.currency)}</strong> won</li>
    </ul>
    ${chartFigure('funnel', 'From visit to won deal, every source', stageTable(total))}
    <p class="legend" aria-hidden="true">
      <span class="swatch visitor"></span> opened by the visitor
      <span class="swatch timer"></span> opened by the timer
    </p>
    ${chartFigure(
      'openings',
      'Quote panels opened per week, by the visitor and by the timer',
      weeksTable(funnel),
    )}
    ${scrolling('funnel-openings', 'Who opened the quote panel', openingTable(funnel.byOpening))}
    ${scrolling(
      'funnel-sources',
      'By source or campaign',
      rowsTable(
        'Source',
        funnel.bySource.map((row) => ({ ...row, label: row.source })),
        'Nothing counted yet.',
        funnel.currency,
      ),
    )}
    ${scrolling(
      'funnel-pages',
      'By landing page',
      rowsTable(
        'Landing page',
        funnel.byLandingPage.map((row) => ({ ...row, label: row.landingPage })),
        'Nothing counted yet.',
        funnel.currency,
      ),
    )}
    ${scrolling('funnel-contacts', 'Other ways to reach us, by source', contactsTable(funnel))}
  </section>`;
}
