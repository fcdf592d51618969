// Where the inbox answers: its host and its pages' paths, for the inbox itself and for the links
// the reminders send (worker/scheduled/reminders.ts).
import type { WorkerSettings } from '@/worker/settings';
import { siteOrigin, staffHostOrigin } from './hosts';

export const INBOX_PATH = '/inbox/';
export const DASHBOARD_PATH = '/inbox/dashboard/';
export const leadPath = (id: string) => `/inbox/lead/${encodeURIComponent(id)}/`;

/** Undefined also when it is the public site's host, which would put the leads beside its pages. */
export function inboxOrigin(env: WorkerSettings): string | undefined {
  const staff = staffHostOrigin(env, 'INBOX_HOST');
  const site = siteOrigin(env);
  if (staff && site && new URL(staff).host === new URL(site).host) return undefined;
  return staff;
}
