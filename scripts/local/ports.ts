// The local servers' ports: `npm start` and `npm run dev` answer on PORT, and `npm run dev` runs
// the Worker beside next dev on WORKER_PORT.
export const DEFAULT_SITE_PORT = 3000;
export const DEFAULT_WORKER_PORT = 3001;

export function sitePort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.PORT) || DEFAULT_SITE_PORT;
}

export function workerPort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.WORKER_PORT) || DEFAULT_WORKER_PORT;
}
