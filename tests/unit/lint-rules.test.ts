// The rooms' import rules (eslint.config.mjs) and the promise rules (.oxlintrc.json) are the
// linters': a change that breaks one fails `npm run lint`. Each case lints a few lines as if they
// were a file of that room, with the real configuration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const eslint = new ESLint({ cwd: ROOT });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the rooms', () => {
  it('keeps lib/ below the pages, the components, the apps and the Worker', async () => {
    for (const from of ['@/components/layout/Footer', '@/app/page', '@/worker/settings'])
      expect(await problems(`export { x } from '${from}';\n`, 'lib/ui/x.ts')).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*lib\/ is the bottom room/),
      ]);
    expect(await problems("export { env } from '@/lib/site/env';\n", 'lib/ui/x.ts')).toEqual([]);
  });

  it('keeps React and Next.js out of the Worker', async () => {
    for (const code of ["import React from 'react';", "import Link from 'next/link';"])
      expect(await problems(`${code}\nexport { React };\n`, 'worker/x.ts')).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*hono\/html/),
      );
  });

  it('keeps the build scripts and the tests out of shipped code, but not out of its tests', async () => {
    const fixture = "export { validPayload } from '@/tests/fixtures/sample-payload';\n";
    expect(await problems(fixture, 'lib/quote/x.ts')).toHaveLength(1);
    expect(await problems(fixture, 'lib/quote/x.test.ts')).toEqual([]);
    expect(await problems(fixture, 'worker/test/x.ts')).toEqual([]);
    const script = "export { runIfEntryPoint } from '@/scripts/entry-point';\n";
    expect(await problems(script, 'components/x.ts')).toHaveLength(1);
    expect(await problems(script, 'worker/x.test.ts')).toHaveLength(1);
  });
});

describe("the Worker's rooms", () => {
  const refused = (why: RegExp) => [
    expect.stringMatching(new RegExp(`^no-restricted-imports: .*${why.source}`)),
  ];

  it('keeps the request handlers from importing one another', async () => {
    for (const [code, file] of [
      ["export { inboxApp } from '@/worker/inbox/app';\n", 'worker/quotes/x.ts'],
      ["export { parseFilter } from '@/worker/inbox/lead-filter';\n", 'worker/visits/x.ts'],
      ["export { createQuoteApp } from '@/worker/quotes/app';\n", 'worker/inbox/views/x.ts'],
      ["export { createVisitsApp } from '@/worker/visits/app';\n", 'worker/editor/x.ts'],
    ] as const)
      expect(await problems(code, file)).toEqual(
        refused(/A request handler imports no other handler/),
      );
    expect(
      await problems(
        "export { leadPath } from '@/worker/http/inbox-address';\n",
        'worker/inbox/x.ts',
      ),
    ).toEqual([]);
  });

  it('keeps the storage from telling anyone or reaching into a handler or the cron', async () => {
    expect(
      await problems(
        "export { notifyLead } from '@/worker/notify/notify';\n",
        'worker/storage/x.ts',
      ),
    ).toEqual(refused(/it tells nobody/));
    for (const from of [
      '@/worker/quotes/ports',
      '@/worker/inbox/lead-filter',
      '@/worker/scheduled/retention',
    ])
      expect(await problems(`export { x } from '${from}';\n`, 'worker/storage/x.ts')).toEqual(
        refused(/sits below the request handlers and the cron/),
      );
    expect(
      await problems(
        "export { isLeadStatus } from '@/worker/lead-logic/lead-status';\n",
        'worker/storage/x.ts',
      ),
    ).toEqual([]);
  });

  it('keeps the lead logic free of I/O', async () => {
    for (const from of [
      '@/worker/storage/leads',
      '@/worker/notify/notify',
      '@/worker/settings',
      '@/worker/http/hosts',
    ])
      expect(await problems(`export { x } from '${from}';\n`, 'worker/lead-logic/x.ts')).toEqual(
        refused(/plain lead logic with no I\/O/),
      );
    expect(
      await problems(
        "export { sourceLabel } from '@/lib/quote/lead-source';\n",
        'worker/lead-logic/x.ts',
      ),
    ).toEqual([]);
  });

  it('keeps the notifier, the cron and the HTTP helpers below the handlers, and the entry above all', async () => {
    expect(
      await problems("export { inboxApp } from '@/worker/inbox/app';\n", 'worker/scheduled/x.ts'),
    ).toEqual(refused(/The cron work imports no request handler/));
    expect(
      await problems(
        "export { sendReminders } from '@/worker/scheduled/reminders';\n",
        'worker/notify/x.ts',
      ),
    ).toEqual(refused(/worker\/notify\/ sits below/));
    expect(
      await problems("export { findLeads } from '@/worker/storage/leads';\n", 'worker/http/x.ts'),
    ).toEqual(refused(/worker\/http\/ sits below/));
    expect(
      await problems("export { default } from '@/worker/index';\n", 'worker/notify/x.ts'),
    ).toEqual(refused(/no room imports it/));
  });

  it('keeps the owner’s reports above the storage and below the handlers and the cron', async () => {
    for (const room of ['storage', 'notify', 'http'])
      expect(
        await problems(
          "export { weekDigestFigures } from '@/worker/reports/digest-figures';\n",
          `worker/${room}/x.ts`,
        ),
      ).not.toEqual([]);
    for (const from of ['@/worker/inbox/app', '@/worker/scheduled/weekly-digest'])
      expect(await problems(`export { x } from '${from}';\n`, 'worker/reports/x.ts')).toEqual(
        refused(/worker\/reports\/ sits below/),
      );
    expect(
      await problems(
        "export { funnelOfPeriod } from '@/worker/reports/dashboard-figures';\n",
        'worker/scheduled/x.ts',
      ),
    ).toEqual([]);
  });

  it("leaves a room's tests the whole Worker to drive", async () => {
    expect(
      await problems(
        "export { createQuoteApp } from '@/worker/quotes/app';\n",
        'worker/storage/x.test.ts',
      ),
    ).toEqual([]);
    expect(
      await problems("export { default } from '@/worker/index';\n", 'worker/inbox/x.test.ts'),
    ).toEqual([]);
  });
});

describe('one import style', () => {
  it("imports with '@/' from another folder, never '../'", async () => {
    for (const [code, file] of [
      ["export { env } from '../../lib/site/env';\n", 'scripts/build/x.ts'],
      ["export { site } from '../content';\n", 'lib/site/x.ts'],
    ] as const)
      expect(await problems(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Import with '@\/' from another folder/),
      ]);
    expect(await problems("export { getBlogPosts } from './blog';\n", 'lib/content/x.ts')).toEqual(
      [],
    );
  });

  it('sorts the imports', async () => {
    const code = "import { b } from './b';\nimport fs from 'node:fs';\nexport { b, fs };\n";
    expect(await problems(code, 'scripts/x.ts')).toEqual([
      expect.stringMatching(/^simple-import-sort\/imports: /),
    ]);
  });
});

describe('configuration, read through a call', () => {
  const rule = /^no-restricted-syntax: /;

  it('refuses a project module imported for its effect, in every room', async () => {
    for (const [code, file] of [
      ["import '@/scripts/env-files';\n", 'scripts/build/x.ts'],
      ["import './env';\n", 'lib/site/x.ts'],
      ["import '@/lib/site/env';\n", 'bench/x.ts'],
    ] as const)
      expect(await problems(code, file)).toEqual([expect.stringMatching(rule)]);
  });

  it('keeps a stylesheet, a package imported for its effect, and named imports', async () => {
    expect(await problems("import './globals.css';\n", 'app/x.tsx')).toEqual([]);
    expect(await problems("import 'server-only';\n", 'lib/site/x.ts')).toEqual([]);
    const named = "import { siteEnv } from '@/lib/site/env';\nexport const f = () => siteEnv();\n";
    expect(await problems(named, 'components/x.ts')).toEqual([]);
  });

  it('refuses process.env read when a module is imported, not within a function', async () => {
    for (const code of [
      'export const url = process.env.NEXT_PUBLIC_SITE_URL;\n',
      "export const env = { ...process.env, A: '1' };\n",
      'if (process.env.PORT) console.log(1);\n',
    ])
      expect(await problems(code, 'lib/site/x.ts')).toEqual([expect.stringMatching(rule)]);
    for (const code of [
      'export function url() {\n  return process.env.NEXT_PUBLIC_SITE_URL;\n}\n',
      'export const url = () => process.env.NEXT_PUBLIC_SITE_URL;\n',
      'export function port(env = process.env) {\n  return env.PORT;\n}\n',
    ])
      expect(await problems(code, 'scripts/local/x.ts')).toEqual([]);
  });

  it('refuses it spelled another way: taken apart, or imported from node:process', async () => {
    for (const code of [
      'const { env } = process;\nexport const url = env.NEXT_PUBLIC_SITE_URL;\n',
      "import { env } from 'node:process';\nexport const url = env.NEXT_PUBLIC_SITE_URL;\n",
    ])
      expect(await problems(code, 'scripts/build/x.ts')).toContainEqual(
        expect.stringMatching(rule),
      );
  });

  it('holds the root’s configuration files, the apps and the tests to it too', async () => {
    const onImport =
      "const config = { dev: process.env.NODE_ENV === 'development' };\nexport default config;\n";
    for (const file of ['next.config.ts', 'vitest.x.config.mts', 'apps/x/x.ts', 'tests/x.ts'])
      expect(await problems(onImport, file)).toEqual([expect.stringMatching(rule)]);
    const called =
      "export default function config(phase: string) {\n  return { dev: phase === 'development' };\n}\n";
    expect(await problems(called, 'next.config.ts')).toEqual([]);
  });
});

describe("Next.js's recommended rules", () => {
  it('runs the React Compiler’s rules in ESLint', async () => {
    const effect = [
      "import { useEffect, useState } from 'react';",
      'export function Counter() {',
      '  const [count, setCount] = useState(0);',
      '  useEffect(() => {',
      '    setCount(1);',
      '  }, []);',
      '  return <p>{count}</p>;',
      '}',
    ];
    expect(await problems(`${effect.join('\n')}\n`, 'components/x.tsx')).toEqual([
      expect.stringMatching(/^react-hooks\/set-state-in-effect: /),
    ]);
  });

  it('runs the React, hooks, accessibility, Next.js and TypeScript rules in oxlint', () => {
    const component = [
      "import { useState } from 'react';",
      'export function List({ items, on }: { items: string[]; on: boolean }) {',
      '  if (on) useState(0);',
      '  const all: any = items;',
      '  return (',
      '    <div>',
      '      {items.map((item) => <p>{item}</p>)}',
      '      <img src="/a.png" />',
      '      {all}',
      '    </div>',
      '  );',
      '}',
    ];
    // In tests/, not components/, for the reason given below.
    const file = `tests/unit/lint-probe-next-${process.pid}-${Date.now()}.tsx`;
    try {
      fs.writeFileSync(path.join(ROOT, file), `${component.join('\n')}\n`);
      const run = spawnSync(
        path.join(ROOT, 'node_modules', '.bin', 'oxlint'),
        ['--format=json', file],
        { cwd: ROOT, encoding: 'utf8' },
      );
      const { diagnostics } = JSON.parse(run.stdout) as {
        diagnostics: { code: string; labels: { span: { line: number } }[] }[];
      };
      expect(
        diagnostics.map(({ code, labels }) => `${labels[0]!.span.line} ${code}`).sort(),
      ).toEqual([
        '3 react-hooks(rules-of-hooks)',
        '4 typescript(no-explicit-any)',
        '7 react(jsx-key)',
        '8 jsx-a11y(alt-text)',
        '8 next(no-img-element)',
      ]);
    } finally {
      fs.rmSync(path.join(ROOT, file), { force: true });
    }
  });
});

describe('promises', () => {
  it("fails a promise the Worker's code or a page's neither awaits nor hands on", () => {
    // Type-aware (.oxlintrc.json): linted as files of the Worker's program and the site's, which
    // oxlint finds by the tsconfig.json nearest each; D1's types come from the Worker's alone.
    const worker = [
      'export function handle(db: D1Database, ctx: ExecutionContext): void {',
      "  db.prepare('SELECT 1').run();",
      "  ctx.waitUntil(db.prepare('SELECT 1').run());",
      '}',
    ];
    const page = [
      'export function Copy() {',
      "  const copy = () => navigator.clipboard.writeText('x');",
      '  return <button onClick={async () => copy()}>Copy</button>;',
      '}',
      "export function later(): void { [1].forEach(async () => { await fetch('/'); }); }",
    ];
    const stamp = `${process.pid}-${Date.now()}`;
    // The page's probe sits in tests/, not components/: a file added and removed among the
    // export's sources would make its folder newer than out/ (scripts/build/site-export.ts).
    const files = [`worker/lint-probe-${stamp}.ts`, `tests/unit/lint-probe-${stamp}.tsx`];
    try {
      fs.writeFileSync(path.join(ROOT, files[0]!), `${worker.join('\n')}\n`);
      fs.writeFileSync(path.join(ROOT, files[1]!), `${page.join('\n')}\n`);
      const run = spawnSync(
        path.join(ROOT, 'node_modules', '.bin', 'oxlint'),
        ['--type-aware', '--format=json', ...files],
        { cwd: ROOT, encoding: 'utf8' },
      );
      const { diagnostics } = JSON.parse(run.stdout) as {
        diagnostics: { code: string; filename: string; labels: { span: { line: number } }[] }[];
      };
      expect(
        diagnostics
          .map(({ code, filename, labels }) => `${filename}:${labels[0]!.span.line} ${code}`)
          .sort(),
      ).toEqual([
        `${files[1]}:5 typescript(no-misused-promises)`,
        `${files[0]}:2 typescript(no-floating-promises)`,
      ]);
    } finally {
      for (const file of files) fs.rmSync(path.join(ROOT, file), { force: true });
    }
  });
});
