-- The visit counts moved to a database of their own (wrangler.jsonc's VISITS,
-- migrations-visits/): the leads' database holds nothing a visitor can create but a quote. The
-- counts kept here until now are dropped with the table (docs/deploying.md).
DROP TABLE IF EXISTS visit_counts;
