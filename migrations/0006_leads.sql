-- A lead's status is one of the inbox's list (worker/storage/lead-status.ts), whoever writes it:
-- SQLite adds no CHECK to a column of a table that exists, so these triggers stand for one.
-- worker/storage/leads-migrations.test.ts holds each list here equal to LEAD_STATUSES.
CREATE TRIGGER quotes_status_insert BEFORE INSERT ON quotes
WHEN NEW.status NOT IN ('new', 'contacted', 'qualified', 'won', 'lost')
BEGIN
  SELECT RAISE(ABORT, 'not a lead status');
END;

CREATE TRIGGER quotes_status_update BEFORE UPDATE OF status ON quotes
WHEN NEW.status NOT IN ('new', 'contacted', 'qualified', 'won', 'lost')
BEGIN
  SELECT RAISE(ABORT, 'not a lead status');
END;
