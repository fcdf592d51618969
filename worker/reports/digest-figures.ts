// The Monday digest's figures: the funnel of the week just ended beside the week before (the
// dashboard's own arithmetic), the deals won in each, and the leads still waiting. The cron and
// `npm run quotes -- --digest` each pass their own databases.
import { DAY_MS } from '@/lib/time/day';
import { DASHBOARD_PATH, inboxOrigin } from '@/worker/http/inbox-address';
import { minorUnitDigits } from '@/worker/lead-logic/deal-value';
import type { DigestWeek } from '@/worker/lead-logic/digest-schedule';
import type { Funnel } from '@/worker/lead-logic/funnel';
import { type FunnelPeriod, periodQueryString } from '@/worker/lead-logic/funnel-period';
import type { DigestFigures, RankedLabel, WeekFigures } from '@/worker/lead-logic/weekly-digest';
import { dealCurrency, type WorkerSettings } from '@/worker/settings';
import { type DealWon, waitingLeads, wonDealsBetween } from '@/worker/storage/leads';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import { funnelOfPeriod } from './dashboard-figures';

/** How the visit counts name a campaign's source (lib/quote/lead-source.ts's sourceLabel). */
const CAMPAIGN_PREFIX = 'campaign ';
const TOP = 3;

export interface DigestSettings {
  now: Date;
  /** DEAL_CURRENCY: the deals in another are not summed. */
  currency: string;
  /** The dashboard's address without a query (inboxOrigin + DASHBOARD_PATH), or null. */
  dashboard: string | null;
}

/** The start of the UTC day `days` after `day`, as an ISO time. */
const startOf = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString();

function revenue(deals: readonly DealWon[], currency: string): number {
  const minor = deals
    .filter((deal) => deal.currency === currency)
    .reduce((sum, deal) => sum + deal.minorUnits, 0);
  return minor / 10 ** minorUnitDigits(currency);
}

function weekFigures(
  figures: Funnel['total']['figures'],
  deals: readonly DealWon[],
  currency: string,
): WeekFigures {
  return {
    visits: figures.visits,
    quotes: figures.quotesStored,
    won: deals.length,
    revenue: revenue(deals, currency),
  };
}

function top(rows: readonly RankedLabel[]): RankedLabel[] {
  return rows
    .filter((row) => row.quotes > 0)
    .sort((a, b) => b.quotes - a.quotes || a.label.localeCompare(b.label))
    .slice(0, TOP);
}

/** As the Worker's settings give them (the CLI passes its environment). */
export function digestSettings(env: WorkerSettings, now: number): DigestSettings {
  const inbox = inboxOrigin(env);
  return {
    now: new Date(now),
    currency: dealCurrency(env),
    dashboard: inbox ? `${inbox}${DASHBOARD_PATH}` : null,
  };
}

export async function weekDigestFigures(
  stores: { db: SqlDatabase; visits: SqlDatabase },
  week: DigestWeek,
  settings: DigestSettings,
): Promise<DigestFigures> {
  const { db, visits } = stores;
  const period: FunnelPeriod = { since: week.from, until: week.to, days: 7, preset: null };
  const [funnel, won, wonBefore, waiting] = await Promise.all([
    funnelOfPeriod(db, visits, period, settings.now),
    wonDealsBetween(db, startOf(week.from), startOf(week.to, 1)),
    wonDealsBetween(db, startOf(week.from, -7), startOf(week.from)),
    waitingLeads(db),
  ]);
  const campaigns = new Map<string, number>();
  for (const row of funnel.bySource) {
    if (!row.source.startsWith(CAMPAIGN_PREFIX)) continue;
    const name = row.source.slice(CAMPAIGN_PREFIX.length);
    campaigns.set(name, (campaigns.get(name) ?? 0) + row.figures.quotesStored);
  }
  return {
    week,
    current: weekFigures(funnel.total.figures, won, settings.currency),
    previous: weekFigures(funnel.total.previous, wonBefore, settings.currency),
    topChannels: top(
      funnel.byChannel.map((row) => ({ label: row.name, quotes: row.figures.quotesStored })),
    ),
    topCampaigns: top([...campaigns].map(([label, quotes]) => ({ label, quotes }))),
    waiting,
    currency: settings.currency,
    dashboardUrl: settings.dashboard ? `${settings.dashboard}?${periodQueryString(period)}` : null,
  };
}
