// The one list; leads-migrations.test.ts holds 0006_lead_status_check.sql equal to it.
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const FIRST_LEAD_STATUS: LeadStatus = LEAD_STATUSES[0];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}
