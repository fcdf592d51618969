import { html, raw } from 'hono/html';
import type { ChartData } from '@/lib/inbox/chart-data';
import { LEAD_LABELS as label } from '@/lib/quote/fields';
import type { Identity } from '@/worker/inbox/access';
import type { Funnel } from '@/worker/lead-logic/funnel';
import {
  shareText,
  type Summary,
  SUMMARY_WEEKS,
  timeToContactText,
} from '@/worker/lead-logic/lead-summary';
import { chartData, jsonForScript } from './chart-data';
import { funnelSection } from './funnel';
import { columnHeads, type Html, scrollRegion } from './html';
import { layout } from './layout';

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
      ${scrollRegion(`${id}-title`, table)}
    </details>
  </figure>`;
}

export function dashboardPage(input: {
  identity: Identity;
  summary: Summary;
  funnel: Funnel;
}): Html {
  const { summary, funnel } = input;
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
      ${raw(jsonForScript(chartData(summary, funnel)))}
    </script>
    ${chartFigure('weeks', 'Leads per week', weeksTable(summary.weeks))}
    ${chartFigure('bySource', 'Leads by source or campaign', countTable('Leads by source or campaign', 'Source', summary.bySource))}
    ${chartFigure('byService', 'Leads by service', countTable('Leads by service', label.service, summary.byService))}
    ${chartFigure('byPage', 'Leads by page sent from', countTable('Leads by page sent from', 'Page', summary.byPage))}
    ${funnelSection(funnel, chartFigure)} ${outcomesSection(summary.outcomes)}`;
  return layout({
    title: 'Dashboard',
    identity: input.identity,
    current: 'dashboard',
    body,
    scripts: ['/inbox/charts.js'],
  });
}

function weeksTable(weeks: Summary['weeks']): Html {
  return html`<table>
    <caption>
      Leads per week
    </caption>
    ${columnHeads(['Week of', ['Leads', 'number'], ['Spam', 'number'], ['Undelivered', 'number']])}
    <tbody>
      ${weeks.map(
        (week) =>
          html`<tr>
            <th scope="row">${week.start}</th>
            <td class="number">${week.leads}</td>
            <td class="number">${week.spam}</td>
            <td class="number">${week.undelivered}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** Per source: contacted within a working day, how soon, and won. */
function outcomesSection(outcomes: Summary['outcomes']): Html {
  return html`<section class="panel" aria-labelledby="outcomes-heading">
    <h2 id="outcomes-heading">Follow-up by source</h2>
    <p class="muted">
      Contacted within a working day: the lead left "new" within 24 hours of Monday to Friday (UTC)
      after it came in, counted among the leads whose first working day is over or that were
      contacted. Median time to first contact: of the leads that have left "new", the middle time
      from receipt to that first change, in working time: the hours of Monday to Friday (UTC), the
      weekend not counted, a day being 24 such hours. Won: the leads marked "won".
    </p>
    ${scrollRegion(
      'outcomes-heading',
      html`<table aria-labelledby="outcomes-heading">
        ${columnHeads([
          'Source',
          ['Leads', 'number'],
          'Contacted within a working day',
          'Median time to first contact (working time)',
          'Won',
        ])}
        <tbody>
          ${
            outcomes.length === 0
              ? html`<tr>
                  <td colspan="5">No leads.</td>
                </tr>`
              : outcomes.map(
                  (outcome) =>
                    html`<tr>
                      <th scope="row">${outcome.source}</th>
                      <td class="number">${outcome.leads}</td>
                      <td>${shareText(outcome.contactedWithinDay, outcome.judged)}</td>
                      <td>${timeToContactText(outcome)}</td>
                      <td>${shareText(outcome.won, outcome.leads)}</td>
                    </tr>`,
                )
          }
        </tbody>
      </table>`,
    )}
  </section>`;
}
