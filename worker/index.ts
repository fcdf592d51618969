// The Worker's entry: each request to its handler, each minute's cron to worker/scheduled/. The
// one place that wires the handlers to their storage and to the notifier.
import { EVENTS_PATH } from '@/lib/funnel/events';
import { routeEditorHosts } from './editor/admin';
import { cmsAuthRoutes } from './editor/auth';
import type { Env } from './env';
import { pageResponse } from './http/brotli-page';
import { splitList } from './http/cors';
import { errorText } from './http/log-text';
import { inboxApp } from './inbox/app';
import { routeInboxHost } from './inbox/host';
import { notifyLead } from './notify/notify';
import { createQuoteApp } from './quotes/app';
import { turnstileCheck } from './quotes/turnstile';
import { moveHeldQuotes } from './scheduled/held-quotes';
import { retryNotifications } from './scheduled/notification-retries';
import { sendReminders } from './scheduled/reminders';
import { deleteExpiredQuotes, deleteExpiredVisitCounts } from './scheduled/retention';
import { sendWeeklyDigest } from './scheduled/weekly-digest';
import { sendWonEvents } from './scheduled/won-events';
import { RATE_LIMIT_PERIOD_SECONDS, setting } from './settings';
import { d1QuoteStore } from './storage/d1-store';
import { kvQuoteFallback } from './storage/held-quotes';
import { createVisitsApp, isAssetPage } from './visits/app';

const app = createQuoteApp<Env>((c) => {
  const turnstileSecret = setting(c.env, 'TURNSTILE_SECRET_KEY');
  return {
    store: d1QuoteStore(c.env.DB),
    fallback: kvQuoteFallback(c.env.QUOTE_FALLBACK),
    rateLimiter: {
      async allow(client) {
        const { success } = await c.env.QUOTE_RATE_LIMITER.limit({ key: client });
        return success;
      },
      windowSeconds: RATE_LIMIT_PERIOD_SECONDS,
    },
    allowedOrigins: splitList(setting(c.env, 'QUOTE_ALLOWED_ORIGINS')),
    humanCheck: turnstileSecret ? turnstileCheck(turnstileSecret) : undefined,
    onStored: (quote) => c.executionCtx.waitUntil(notifyLead(c.env, quote.id)),
  };
});

const visits = createVisitsApp<Env>((c) => ({
  db: c.env.VISITS,
  isSitePage: async (path) => {
    const assets = c.env.ASSETS;
    return assets ? isAssetPage(assets, path, c.req.url) : false;
  },
  rateLimiter: {
    async allow(client) {
      const { success } = await c.env.EVENT_RATE_LIMITER.limit({ key: client });
      return success;
    },
    windowSeconds: RATE_LIMIT_PERIOD_SECONDS,
  },
  allowedOrigins: [
    setting(c.env, 'SITE_URL'),
    ...splitList(setting(c.env, 'QUOTE_ALLOWED_ORIGINS')),
  ].filter(Boolean),
  now: () => new Date(),
}));

const cmsAuth = cmsAuthRoutes<{ Bindings: Env }>();
const inbox = inboxApp();

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/cms/')) return cmsAuth.fetch(request, env, ctx);
    const inboxHost = routeInboxHost(request, env, (staff) => inbox.fetch(staff, env, ctx));
    if (inboxHost) return inboxHost;
    const editorHosts = routeEditorHosts(request, env);
    if (editorHosts) return editorHosts;
    if (pathname === EVENTS_PATH) return visits.fetch(request, env, ctx);
    // The Worker runs first for the pages too (wrangler.jsonc), to keep them off the editor's host.
    if (!pathname.startsWith('/api/') && env.ASSETS) return pageResponse(request, env.ASSETS);
    return app.fetch(request, env, ctx);
  },
  // Each minute. Each goes on when another fails: D1 down fails all but the held quotes' move.
  async scheduled(controller, env, ctx) {
    const work = [
      retryNotifications(env),
      sendReminders(env, controller.scheduledTime),
      sendWeeklyDigest(env, controller.scheduledTime),
      sendWonEvents(env),
      deleteExpiredQuotes(env),
      deleteExpiredVisitCounts(env),
      moveHeldQuotes(env, controller.scheduledTime),
    ];
    ctx.waitUntil(
      Promise.allSettled(work).then((results) => {
        for (const result of results) {
          if (result.status === 'rejected') console.error(`[cron] ${errorText(result.reason)}`);
        }
      }),
    );
  },
} satisfies ExportedHandler<Env>;
