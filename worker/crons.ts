/** The crons of wrangler.jsonc: notification retries every minute, the retention daily. */
export const RETRY_CRON = '* * * * *';
export const RETENTION_CRON = '30 2 * * *';
