import { createScheduledController, env } from 'cloudflare:test';
import worker from '../index';

/** The one cron of wrangler.jsonc, as Cloudflare's scheduler runs it. */
export async function runCron() {
  const waits: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} };
  await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx as never);
  await Promise.all(waits);
}
