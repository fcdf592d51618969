// The rhythm of wrangler.jsonc's cron, for the local timer standing in for Cloudflare's scheduler.
import { rawWranglerConfig } from './local-worker';

const MINUTE_MS = 60_000;
const FORMS = '"* * * * *" or "*/N * * * *" (N a divisor of 60)';

function refused(expression: string, why: string): Error {
  return new Error(
    `wrangler.jsonc's cron "${expression}" ${why}: npm start's timer runs only ${FORMS}.`,
  );
}

/** The period in milliseconds of a cron expression of the forms above. */
export function cronPeriodMs(expression: string): number {
  const fields = expression.trim().split(/\s+/);
  const [minutes = '', ...rest] = fields;
  if (fields.length !== 5 || rest.some((field) => field !== '*'))
    throw refused(expression, 'is not every minute or every N minutes');
  if (minutes === '*') return MINUTE_MS;
  const every = Number(/^\*\/([1-9]\d?)$/.exec(minutes)?.[1]);
  if (!(every < 60)) throw refused(expression, 'is not every minute or every N minutes');
  // Cron counts minutes from 0 each hour: a step not dividing 60 leaves a shorter gap before each hour.
  if (60 % every !== 0) throw refused(expression, 'does not run at even intervals');
  return every * MINUTE_MS;
}

export function wranglerCronPeriodMs(crons = rawWranglerConfig().triggers?.crons ?? []): number {
  const [cron] = crons;
  if (cron === undefined || crons.length > 1)
    throw new Error(
      `wrangler.jsonc has ${crons.length} crons (triggers.crons): npm start runs one timer, for one.`,
    );
  return cronPeriodMs(cron);
}
