import { createQuoteApp } from '@/endpoint/app';
import { splitList } from '@/endpoint/cors';
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

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    if (controller.cron === RETENTION_CRON) ctx.waitUntil(deleteExpiredQuotes(env));
    else ctx.waitUntil(retryNotifications(env));
  },
} satisfies ExportedHandler<Env>;
