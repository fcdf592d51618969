// `npm run bench -- --ab-before=DIR`: an earlier export (before) against out/ (after), the key
// routes of both measured by the plain Lighthouse CLI in interleaved rounds, under each profile
// (lighthouse-cli.ts: the CLI's defaults, and a slow 4G phone throttled by Chrome itself), with
// each page's first-response bytes. Writes bench/results/report-ab.md and .json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_HERO_ID } from '@/components/sections/PageHero';
import { attributeOf, elementsOf } from '@/scripts/build/html-elements';
import type { RunFigures } from './figures';
import { lighthouseArguments, type Profile, PROFILE_TITLES, profileFlags } from './lighthouse-cli';
import { measure, type Measured, type Target } from './measure';
import type { Options } from './options';
import { ROOT, writeResult } from './paths';
import { serve } from './serve';

export interface FirstResponse {
  /** The page's HTML, Brotli (quality 6, as the build's copies). */
  brotli: number;
  /** The bytes of that Brotli stream needed to decode the page through its hero. */
  throughHero: number | null;
}

const brotli = (bytes: Buffer) =>
  zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

export function firstResponse(outDir: string, route: string): FirstResponse {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const compressed = brotli(Buffer.from(html));
  const hero = elementsOf(html, 'section').find(
    (section) => attributeOf(section, 'id') === PAGE_HERO_ID,
  );
  const end = hero?.sourceCodeLocation?.endOffset;
  if (end === undefined) return { brotli: compressed.length, throughHero: null };
  const target = Buffer.byteLength(html.slice(0, end));
  const decoded = (bytes: number) =>
    zlib.brotliDecompressSync(compressed.subarray(0, bytes), {
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    }).length;
  let low = 0;
  let high = compressed.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decoded(middle) >= target) high = middle;
    else low = middle + 1;
  }
  return { brotli: compressed.length, throughHero: low };
}

const kb = (bytes: number | null) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));
const ms = (value: number) => value.toFixed(0);

function table(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function change(before: number, after: number, format: (value: number) => string): string {
  const percent = before ? ` (${(((after - before) / before) * 100).toFixed(0)} %)` : '';
  return `${format(before)} → ${format(after)}${percent}`;
}

const label = (profile: Profile, side: 'before' | 'after', route: string) =>
  `${profile} ${side} ${route}`;

export async function benchAb(
  options: Options,
  beforeDir: string,
  context: string[],
  cpuSlowdown?: number,
) {
  const profiles = options.profiles ?? ['default', 'slow-4g'];
  const headersOf = (dir: string) =>
    options.headers === 'site' ? path.join(dir, '_headers') : null;
  const before = await serve(beforeDir, headersOf(beforeDir));
  const after = await serve(options.out, headersOf(options.out));
  try {
    // Within a round: each route before, then after, under each profile in turn.
    const targets: Target[] = options.routes.flatMap((route) =>
      profiles.flatMap((profile) => [
        {
          label: label(profile, 'before', route),
          url: `${before.origin}${route}`,
          profile,
          cpuSlowdown,
          acceptEncoding: options.acceptEncoding,
          traces: options.traces,
        },
        {
          label: label(profile, 'after', route),
          url: `${after.origin}${route}`,
          profile,
          cpuSlowdown,
          acceptEncoding: options.acceptEncoding,
          traces: options.traces,
        },
      ]),
    );
    const measured = new Map(
      (await measure(targets, options.rounds)).map((result) => [result.label, result]),
    );
    const bytes = new Map(
      options.routes.map((route) => [
        route,
        { before: firstResponse(beforeDir, route), after: firstResponse(options.out, route) },
      ]),
    );
    const sections = profiles.map((profile) => {
      const rows = options.routes.map((route) => {
        const b = measured.get(label(profile, 'before', route)) as Measured;
        const a = measured.get(label(profile, 'after', route)) as Measured;
        const page = bytes.get(route)!;
        const runs = (m: Measured, key: keyof RunFigures) =>
          m.runs.map((run) => ms(run[key] as number)).join(' ');
        return [
          route,
          change(b.median.fcpMs, a.median.fcpMs, ms),
          `${runs(b, 'fcpMs')} / ${runs(a, 'fcpMs')}`,
          change(b.median.lcpMs, a.median.lcpMs, ms),
          `${b.median.cls.toFixed(3)} / ${a.median.cls.toFixed(3)}`,
          change(b.median.tbtMs, a.median.tbtMs, ms),
          `${b.median.performance} → ${a.median.performance}`,
          change(b.median.documentBytes, a.median.documentBytes, kb),
          `${kb(page.before.throughHero)} → ${kb(page.after.throughHero)}`,
          change(b.median.jsBytes, a.median.jsBytes, kb),
        ];
      });
      return [
        `## ${PROFILE_TITLES[profile]}`,
        '',
        `\`${profileFlags(profile, cpuSlowdown).join(' ') || '(no throttling flags)'}\``,
        '',
        table(
          [
            'page',
            'FCP ms',
            'FCP each run (before / after)',
            'LCP ms',
            'CLS (worst run)',
            'TBT ms',
            'perf',
            'document KB transferred',
            'KB Brotli to the end of the hero',
            'JS KB',
          ],
          rows,
        ),
      ].join('\n');
    });
    const reproduce = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
    const markdown = [
      '# Before and after, interleaved',
      '',
      ...context.map((line) => `- ${line}`),
      `- Before: ${path.relative(ROOT, beforeDir) || beforeDir}; after: ${path.relative(ROOT, options.out) || options.out}`,
      '- Each figure is its median over the rounds; CLS the worst run; "document KB" is the page response as transferred (headers and compressed body), "to the end of the hero" the Brotli bytes (quality 6) that decode the page through its first screen',
      '',
      ...sections.flatMap((section) => [section, '']),
      `Reproduce: \`${reproduce}\``,
      '',
    ].join('\n');
    const written = [
      writeResult('report-ab.md', markdown),
      writeResult(
        'report-ab.json',
        `${JSON.stringify(
          {
            context,
            measured: [...measured.values()],
            bytes: Object.fromEntries(bytes),
            lighthouseArguments: Object.fromEntries(
              profiles.map((profile) => [
                profile,
                lighthouseArguments('URL', 'FILE', {
                  profile,
                  cpuSlowdown,
                  acceptEncoding: options.acceptEncoding,
                  traces: options.traces,
                }),
              ]),
            ),
          },
          null,
          2,
        )}\n`,
      ),
    ];
    console.log(`\n${markdown}\nWritten: ${written.join(', ')}`);
  } finally {
    await Promise.all([before.close(), after.close()]);
  }
}
