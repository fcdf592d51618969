// The owner's Monday digest as one plain-text message, for the chat or an e-mail, and for
// `npm run quotes -- --digest`. Campaign names come from visitors' links: they are made inert
// like any visitor's text (lead-message.ts).
import type { DigestFigures, RankedLabel } from '@/worker/lead-logic/weekly-digest';
import { inert, oneLine } from './lead-message';

const LABEL_MAX_LENGTH = 60;

const count = new Intl.NumberFormat('en-US');

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${count.format(Math.round(amount))} ${currency}`;
  }
}

function dayText(date: string): string {
  return new Date(`${date}T12:00:00.000Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "+12 % on the week before (1,075)", "new this week", "the same as the week before". */
function change(now: number, before: number, format: (n: number) => string): string {
  if (now === before) return 'the same as the week before';
  if (before === 0) return 'none the week before';
  const percent = Math.round(((now - before) / before) * 100);
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '±';
  return `${sign}${Math.abs(percent)} % on the week before (${format(before)})`;
}

function line(name: string, now: number, before: number, format = (n: number) => count.format(n)) {
  return `${name}: ${format(now)}, ${change(now, before, format)}`;
}

function ranked(title: string, rows: readonly RankedLabel[], none: string): string[] {
  if (rows.length === 0) return [`${title}: ${none}`];
  return [
    `${title}:`,
    ...rows.map((row, index) => {
      const label = inert(oneLine(row.label)).slice(0, LABEL_MAX_LENGTH);
      return `${index + 1}. ${label}: ${count.format(row.quotes)} ${row.quotes === 1 ? 'quote' : 'quotes'}`;
    }),
  ];
}

export function digestSubject(figures: DigestFigures): string {
  const { week, current } = figures;
  const quotes = `${count.format(current.quotes)} ${current.quotes === 1 ? 'quote' : 'quotes'}`;
  return `Your week, ${dayText(week.from)} to ${dayText(week.to)}: ${quotes}, ${money(current.revenue, figures.currency)} won`;
}

export function digestText(figures: DigestFigures): string {
  const { current, previous, waiting, currency } = figures;
  const cash = (n: number) => money(n, currency);
  const oldest = waiting.oldestReceivedAt
    ? `, the oldest since ${dayText(waiting.oldestReceivedAt.slice(0, 10))}`
    : '';
  return [
    line('Visits', current.visits, previous.visits),
    line('Quotes stored', current.quotes, previous.quotes),
    line('Deals won', current.won, previous.won),
    line('Revenue won', current.revenue, previous.revenue, cash),
    '',
    ...ranked('Channels that brought the most quotes', figures.topChannels, 'no quote this week'),
    ...ranked(
      'Campaigns that brought the most quotes',
      figures.topCampaigns,
      'no campaign brought a quote',
    ),
    '',
    waiting.count === 0
      ? 'Leads still waiting: none, every lead has been answered.'
      : `Leads still waiting for a first answer: ${count.format(waiting.count)}${oldest}.`,
    figures.dashboardUrl
      ? `Dashboard: ${figures.dashboardUrl}`
      : 'Dashboard: set INBOX_HOST to get a link here.',
  ].join('\n');
}
