// Where a lead stands in the sales team's inbox. The list is written here only: the migration's
// check (migrations/0006_lead_status_check.sql, held equal to it by
// scripts/ops/leads-migrations.test.ts), the inbox's choices and badges and the CLI read it.
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Every lead starts here; leaving it first dates contacted_at. */
export const FIRST_LEAD_STATUS: LeadStatus = LEAD_STATUSES[0];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}
