-- The e-mail addresses erased (the inbox's erasure, `npm run quotes -- --erase`), as a hash, so
-- that a quote held in KV while D1 was down, sent before the erasure, is never moved into D1
-- after it (worker/storage/held-quotes.ts says why this must be in D1). A row is deleted a day
-- past the retention (QUOTE_RETENTION_MONTHS, worker/storage/retention.ts): by then every quote it
-- could stop is older than the retention, and is deleted from KV rather than moved.
CREATE TABLE erased_addresses (
  -- SHA-256 of the address in lower case, in hex: never the address itself.
  address_hash TEXT PRIMARY KEY,
  -- D1's own clock, ISO 8601 UTC with milliseconds; a quote received until then is stopped.
  erased_at TEXT NOT NULL
);
