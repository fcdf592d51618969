import { createScheduledController, env } from 'cloudflare:test';
import type { Env } from '@/worker/env';
import worker from '@/worker/index';

export async function runCron(scheduledTime = Date.now(), over: Partial<Env> = {}) {
  const waits: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} };
  await worker.scheduled(
    createScheduledController({ cron: '* * * * *', scheduledTime }),
    { ...env, ...over },
    ctx as never,
  );
  await Promise.all(waits);
}
