// The part of D1's API the storage uses, so that `npm run quotes` can pass a database backed by
// wrangler (scripts/ops/wrangler-d1.ts) where the Worker passes its binding. One shape for both of
// the Worker's databases: the leads' (DB) and the visit counts' (VISITS).

export interface SqlStatement {
  bind(...values: unknown[]): SqlStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
  run(): Promise<{ meta: { changes: number } }>;
}

export interface SqlDatabase {
  prepare(sql: string): SqlStatement;
  batch(statements: SqlStatement[]): Promise<{ results?: unknown[]; meta: { changes: number } }[]>;
}
