// The leads' repository over wrangler, so the CLI runs the Worker's very queries, with wrangler's
// login as the only credential for production. `wrangler d1 execute` takes no parameters, so each
// value is written into the statement as an SQL literal.
import { spawnSync } from 'node:child_process';
import {
  DATABASE,
  HELD_QUOTES_KV,
  stateDirFromEnv,
  WRANGLER_BIN,
  wranglerEnv,
} from '@/scripts/local/local-worker';
import type { HeldQuotesKv } from '@/worker/storage/held-quote-keys';
import type { SqlDatabase, SqlStatement } from '@/worker/storage/sql-database';

export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number SQL can hold: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return sqlString(value);
  throw new Error(`No SQL literal for a ${typeof value}`);
}

/**
 * The statement with its `?N` (and bare `?`) parameters replaced by the values' literals, those
 * inside a string literal or a quoted name left alone.
 */
export function inlineParameters(sql: string, values: readonly unknown[]): string {
  let out = '';
  let quote: string | null = null;
  let next = 0;
  for (let index = 0; index < sql.length; index += 1) {
    const char = sql[index]!;
    if (quote) {
      if (char === quote) quote = null;
      out += char;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      out += char;
      continue;
    }
    if (char !== '?') {
      out += char;
      continue;
    }
    const digits = /^\d+/.exec(sql.slice(index + 1))?.[0];
    const position = digits ? Number(digits) - 1 : next;
    if (position < 0 || position >= values.length) {
      throw new Error(`No value for parameter ${position + 1}`);
    }
    out += sqlLiteral(values[position]);
    next = position + 1;
    index += digits?.length ?? 0;
  }
  return out;
}

/**
 * `database`: a binding of wrangler.jsonc, the leads' (DATABASE) unless said. `bin`: wrangler's
 * CLI script, or a stand-in that answers as it would (the adapter's tests).
 */
type Target = { remote: boolean; stateDir?: string; database?: string; bin?: string };

function where(target: Target): string[] {
  return target.remote
    ? ['--remote']
    : ['--local', '--persist-to', target.stateDir ?? stateDirFromEnv()];
}

function wrangler(args: string[], what: string, bin = WRANGLER_BIN): string {
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: wranglerEnv(),
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${what} failed:\n${result.stdout}${result.stderr}`.trim());
  }
  return result.stdout;
}

interface Executed {
  results?: Record<string, unknown>[];
  meta?: { changes?: number };
}

/** Runs the statements, in order, in one `wrangler d1 execute`; gives each one's outcome. */
function execute(statements: string[], target: Target): Executed[] {
  const output = wrangler(
    [
      'd1',
      'execute',
      target.database ?? DATABASE,
      ...where(target),
      '--json',
      '--command',
      statements.join(';\n'),
    ],
    'd1 execute',
    target.bin,
  );
  return JSON.parse(output) as Executed[];
}

class WranglerStatement implements SqlStatement {
  constructor(
    private readonly target: Target,
    readonly sql: string,
    private readonly values: readonly unknown[] = [],
  ) {}

  bind(...values: unknown[]): SqlStatement {
    return new WranglerStatement(this.target, this.sql, values);
  }

  text(): string {
    return inlineParameters(this.sql, this.values);
  }

  private one(): Executed {
    return execute([this.text()], this.target)[0] ?? {};
  }

  async first<Row>(): Promise<Row | null> {
    return ((this.one().results ?? [])[0] as Row | undefined) ?? null;
  }

  async all<Row>(): Promise<{ results: Row[] }> {
    return { results: (this.one().results ?? []) as Row[] };
  }

  async run(): Promise<{ meta: { changes: number } }> {
    return { meta: { changes: this.one().meta?.changes ?? 0 } };
  }
}

/** The D1 of `npm start` (or of `stateDir`), or production's with `remote`; the leads' unless `database`. */
export function wranglerD1(target: Target): SqlDatabase {
  return {
    prepare: (sql) => new WranglerStatement(target, sql),
    async batch(statements) {
      const texts = statements.map((statement) => {
        if (!(statement instanceof WranglerStatement)) throw new Error('Not a wrangler statement');
        return statement.text();
      });
      return execute(texts, target).map((executed) => ({
        results: executed.results ?? [],
        meta: { changes: executed.meta?.changes ?? 0 },
      }));
    },
  };
}

/** The KV namespace where the Worker holds the quotes D1 refused, the local one or production's. */
export function wranglerKv(target: Target): HeldQuotesKv {
  const key = (args: string[]) =>
    wrangler(
      ['kv', 'key', ...args, '--binding', HELD_QUOTES_KV, ...where(target)],
      `kv key ${args[0]}`,
      target.bin,
    );
  return {
    async list<Metadata>({ prefix }: { prefix: string }) {
      // wrangler pages through the whole listing itself.
      const keys = JSON.parse(key(['list', '--prefix', prefix]) || '[]') as {
        name: string;
        metadata?: Metadata | null;
      }[];
      return { keys, list_complete: true };
    },
    async delete(name) {
      key(['delete', name]);
    },
  };
}
