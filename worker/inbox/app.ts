// The inbox's routes, behind its guards (guards.ts). docs/inbox.md says what the team sees;
// docs/security.md, who can read the leads.
import { type Context, Hono } from 'hono';
import { DASHBOARD_PATH, INBOX_PATH, leadPath } from '@/worker/http/inbox-address';
import { errorText } from '@/worker/http/log-text';
import {
  DEAL_VALUE_MAX_LENGTH,
  dealValueOf,
  formatDealValue,
  parseDealValue,
} from '@/worker/lead-logic/deal-value';
import { readPeriod } from '@/worker/lead-logic/funnel-period';
import { isLeadStatus } from '@/worker/lead-logic/lead-status';
import { sendWonEvent } from '@/worker/notify/won-event';
import {
  dashboardFigures,
  dashboardSummary,
  funnelOfPeriod,
} from '@/worker/reports/dashboard-figures';
import { dealCurrency } from '@/worker/settings';
import {
  addLeadNote,
  countLeadsByEmail,
  eraseLeads,
  erasureHistory,
  getLead,
  getLeadRow,
  leadHistory,
  setLeadStatus,
  setLeadWon,
} from '@/worker/storage/leads';
import { type Inbox, inboxGuards } from './guards';
import { renderCsv } from './lead-csv';
import {
  type LeadFilter,
  leadsMatching,
  NOTE_MAX_LENGTH,
  PAGE_SIZE,
  parseFilter,
  sourceLabels,
} from './lead-filter';
import { INBOX_CSS } from './styles';
import { dashboardPage } from './views/dashboard';
import { erasePage } from './views/erase';
import { problemPage } from './views/layout';
import { leadPage, type StatusFormInput } from './views/lead';
import { listPage } from './views/list';

type InboxApp = Hono<Inbox>;

function now(): string {
  return new Date().toISOString();
}

async function filterOf(c: Context<Inbox>): Promise<{ filter: LeadFilter; searchInUrl: boolean }> {
  const query = new URL(c.req.url).searchParams;
  if (c.req.method !== 'POST') {
    const searchInUrl = Boolean(query.get('q')?.trim());
    return { filter: { ...parseFilter(query), q: '' }, searchInUrl };
  }
  const form = await c.req.parseBody();
  const fields = Object.entries(form).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
  return { filter: parseFilter(new URLSearchParams(fields)), searchInUrl: false };
}

const SEARCH_IN_URL =
  'A search is sent in the body of a POST, never in the address: the address would keep the person in request logs.';

async function formText(c: Context<Inbox>, name: string): Promise<string> {
  const form = await c.req.parseBody();
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

/** The list of leads, filtered, a page at a time. */
function listRoutes(app: InboxApp) {
  app.get('/inbox', (c) => c.redirect(INBOX_PATH, 301));

  const list = async (c: Context<Inbox>) => {
    const { filter, searchInUrl } = await filterOf(c);
    const [all, sources, erased] = await Promise.all([
      leadsMatching(c.env.DB, filter),
      sourceLabels(c.env.DB),
      erasureHistory(c.env.DB),
    ]);
    const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
    const page = Math.min(filter.page, pages);
    const count = Number(c.req.query('erased'));
    const message = Number.isInteger(count)
      ? count > 0
        ? `Erased ${count} quote${count === 1 ? '' : 's'}.`
        : 'Nothing left to erase: already erased.'
      : undefined;
    return c.html(
      listPage({
        identity: c.get('identity'),
        filter: { ...filter, page },
        leads: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: all.length,
        sources,
        erasures: erased,
        message: searchInUrl
          ? SEARCH_IN_URL
          : c.req.query('erased') === undefined
            ? undefined
            : message,
      }),
    );
  };
  app.get(INBOX_PATH, list);
  app.post(INBOX_PATH, list);
}

/** The dashboard, with the stylesheet and the charts' script every page loads. */
function dashboardRoutes(app: InboxApp) {
  app.get('/inbox/inbox.css', (c) => c.body(INBOX_CSS, 200, { 'Content-Type': 'text/css' }));

  // Bundled from apps/inbox-charts/ by the build, and served only here, behind the pages' check.
  app.get('/inbox/charts.js', async (c) => {
    const asset = await c.env.ASSETS?.fetch(new URL('/inbox/charts.js', c.req.url));
    if (!asset?.ok) return c.text('Not found', 404);
    return c.body(await asset.arrayBuffer(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    });
  });

  app.get(DASHBOARD_PATH, async (c) => {
    const now = new Date();
    const period = readPeriod(c.req.query(), now);
    if ('error' in period) {
      return c.html(
        problemPage(c.get('identity'), 'Unknown period', period.error, DASHBOARD_PATH),
        400,
      );
    }
    const { summary, funnel } = await dashboardFigures(c.env.DB, c.env.VISITS, now, period);
    return c.html(dashboardPage({ identity: c.get('identity'), summary, funnel }));
  });
  app.get('/inbox/dashboard', (c) => c.redirect(DASHBOARD_PATH, 301));
}

const SAVED_MESSAGES: Record<string, string> = {
  status: 'Status saved.',
  value: 'Deal value saved.',
  unchanged: 'The status was already that.',
  note: 'Note added.',
};

/** One lead's page; with `posted`, the status form refused, as it was typed. */
async function renderLeadPage(c: Context<Inbox>, id: string, posted?: StatusFormInput) {
  const [lead, row, history] = await Promise.all([
    getLead(c.env.DB, id),
    getLeadRow(c.env.DB, id),
    leadHistory(c.env.DB, id),
  ]);
  if (!lead || !row) {
    return c.html(
      problemPage(c.get('identity'), 'No such lead', 'It was erased or never existed.', INBOX_PATH),
      404,
    );
  }
  const saved = c.req.query('saved');
  return c.html(
    leadPage({
      identity: c.get('identity'),
      lead,
      row,
      history,
      formKey: crypto.randomUUID(),
      currency: dealCurrency(c.env),
      message: saved && !posted ? SAVED_MESSAGES[saved] : undefined,
      posted,
    }),
    posted ? 400 : 200,
  );
}

function leadPageRoutes(app: InboxApp) {
  app.get('/inbox/lead/:id/', (c) => renderLeadPage(c, c.req.param('id')));
}

/** A lead's status and notes, each change recorded with who made it. */
function leadChangeRoutes(app: InboxApp) {
  app.post('/inbox/lead/:id/status', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const status = typeof form.status === 'string' ? form.status : '';
    if (!isLeadStatus(status)) {
      return c.html(
        problemPage(c.get('identity'), 'Unknown status', 'Pick one of the list.', leadPath(id)),
        400,
      );
    }
    if (!(await getLead(c.env.DB, id))) return c.redirect(leadPath(id), 303);
    const change = { actor: c.get('identity').email, at: now(), key: null };
    if (status === 'won') {
      const typed = typeof form.value === 'string' ? form.value : '';
      const currency = dealCurrency(c.env);
      const parsed = parseDealValue(typed, currency);
      if (!parsed.ok) {
        // Kept as typed, cut to what the field accepts: a pasted page is not sent back whole.
        const value = typed.slice(0, DEAL_VALUE_MAX_LENGTH);
        return renderLeadPage(c, id, { status, value, problem: parsed.problem });
      }
      const shown = formatDealValue(dealValueOf(parsed.minorUnits, currency));
      const deal = { minorUnits: parsed.minorUnits, currency, shown };
      const won = await setLeadWon(c.env.DB, id, deal, change);
      // After the answer; the cron sends it if this try fails.
      if (won.status || won.value) c.executionCtx.waitUntil(sendWonEvent(c.env, id));
      const saved = won.status ? 'status' : won.value ? 'value' : 'unchanged';
      return c.redirect(`${leadPath(id)}?saved=${saved}#status-heading`, 303);
    }
    const changed = await setLeadStatus(c.env.DB, id, status, change);
    return c.redirect(
      `${leadPath(id)}?saved=${changed ? 'status' : 'unchanged'}#status-heading`,
      303,
    );
  });

  app.post('/inbox/lead/:id/note', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const text = typeof form.note === 'string' ? form.note.replace(/\r\n?/g, '\n').trim() : '';
    const key = typeof form.key === 'string' ? form.key.slice(0, 100) : '';
    if (!text || text.length > NOTE_MAX_LENGTH) {
      return c.html(
        problemPage(
          c.get('identity'),
          'Note not added',
          `A note has 1 to ${NOTE_MAX_LENGTH} characters.`,
          leadPath(id),
        ),
        400,
      );
    }
    await addLeadNote(c.env.DB, id, text, {
      actor: c.get('identity').email,
      at: now(),
      key: key || null,
    });
    return c.redirect(`${leadPath(id)}?saved=note#history-heading`, 303);
  });
}

/** The erasure of every quote of a lead's address. */
function erasureRoutes(app: InboxApp) {
  app.get('/inbox/lead/:id/erase', async (c) => {
    const lead = await getLead(c.env.DB, c.req.param('id'));
    if (!lead) return c.redirect(`${INBOX_PATH}?erased=0`, 303);
    const count = await countLeadsByEmail(c.env.DB, lead.email);
    return c.html(erasePage({ identity: c.get('identity'), lead, count }));
  });

  app.post('/inbox/lead/:id/erase', async (c) => {
    if ((await formText(c, 'confirm')) !== 'yes')
      return c.redirect(leadPath(c.req.param('id')), 303);
    const lead = await getLead(c.env.DB, c.req.param('id'));
    // Posted twice (a double click, a reload): the first erased it; nothing to do.
    if (!lead) return c.redirect(`${INBOX_PATH}?erased=0`, 303);
    const count = await eraseLeads(c.env, lead.email, {
      actor: c.get('identity').email,
      at: now(),
      key: null,
    });
    return c.redirect(`${INBOX_PATH}?erased=${count}`, 303);
  });
}

/** The leads as JSON and CSV, and the dashboard's figures as JSON. */
function apiRoutes(app: InboxApp) {
  const json = async (c: Context<Inbox>) => {
    const { filter, searchInUrl } = await filterOf(c);
    if (searchInUrl) return c.json({ error: SEARCH_IN_URL }, 400);
    const all = await leadsMatching(c.env.DB, filter);
    const leads = all.slice((filter.page - 1) * PAGE_SIZE, filter.page * PAGE_SIZE);
    return c.json({ total: all.length, page: filter.page, pageSize: PAGE_SIZE, leads });
  };
  app.get('/api/leads/', json);
  app.post('/api/leads/', json);

  const csv = async (c: Context<Inbox>) => {
    const { filter, searchInUrl } = await filterOf(c);
    if (searchInUrl) return c.text(SEARCH_IN_URL, 400);
    const leads = await leadsMatching(c.env.DB, filter);
    const day = now().slice(0, 10);
    return c.body(renderCsv(leads), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    });
  };
  app.get('/api/leads/export.csv', csv);
  app.post('/api/leads/export.csv', csv);

  app.get('/api/leads/summary', async (c) => c.json(await dashboardSummary(c.env.DB, new Date())));
  app.get('/api/leads/funnel', async (c) => {
    const now = new Date();
    const period = readPeriod(c.req.query(), now);
    if ('error' in period) return c.json(period, 400);
    return c.json(await funnelOfPeriod(c.env.DB, c.env.VISITS, period, now));
  });
}

export function inboxApp() {
  const app: InboxApp = new Hono<Inbox>();
  app.use('*', ...inboxGuards);
  listRoutes(app);
  dashboardRoutes(app);
  leadPageRoutes(app);
  leadChangeRoutes(app);
  erasureRoutes(app);
  apiRoutes(app);
  app.all('*', (c) => c.text('Not found', 404));

  app.onError((error, c) => {
    console.error(`[inbox] ${errorText(error)}`);
    return c.text('Internal server error', 500);
  });
  return app;
}
