import { createQuoteApp } from '@/endpoint/app';
import { splitList } from '@/endpoint/cors';
import { isAdminPath, serveAdmin } from './cms-admin';
import { cmsAuthRoutes } from './cms-auth';
import { RETENTION_CRON } from './crons';
import { d1QuoteStore } from './d1-store';
import type { Env } from './env';
import { notifyQuote, retryNotifications } from './notify';
import { deleteExpiredQuotes } from './retention';
import { turnstileCheck } from './turnstile';

const app = createQuoteApp<Env>((c) => ({
  store: d1QuoteStore(c.env.DB),
  rateLimiter: {
    async allow(client) {
      const { success } = await c.env.QUOTE_RATE_LIMITER.limit({ key: client });
      return success;
    },
  },
  allowedOrigins: splitList(c.env.QUOTE_ALLOWED_ORIGINS),
  humanCheck: c.env.TURNSTILE_SECRET_KEY ? turnstileCheck(c.env.TURNSTILE_SECRET_KEY) : undefined,
  onStored: (quote) => c.executionCtx.waitUntil(notifyQuote(c.env, quote.id)),
}));

const cmsAuth = cmsAuthRoutes<{ Bindings: Env }>();

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/cms/')) return cmsAuth.fetch(request, env, ctx);
    if (isAdminPath(pathname) && env.ASSETS) return serveAdmin(request, env.ASSETS);
    return app.fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    if (controller.cron === RETENTION_CRON) ctx.waitUntil(deleteExpiredQuotes(env));
    else ctx.waitUntil(retryNotifications(env));
  },
} satisfies ExportedHandler<Env>;
