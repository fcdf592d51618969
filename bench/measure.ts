// The Lighthouse runs, interleaved: round 1 measures the floor and every route once, then round 2,
// and so on.
import path from 'node:path';
import { figures, medianFigures, type RunFigures } from './figures';
import { runLighthouse, type RunSettings } from './lighthouse-cli';
import { RUNS } from './paths';

export interface Target extends RunSettings {
  /** "floor", or the route. */
  label: string;
  url: string;
}

export interface Measured {
  label: string;
  runs: RunFigures[];
  median: RunFigures;
}

function fileName(label: string, round: number): string {
  const name = label.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
  return path.join(RUNS, `${name}.${round}.json`);
}

export async function measure(targets: readonly Target[], rounds: number): Promise<Measured[]> {
  const runs = new Map(targets.map((target) => [target.label, [] as RunFigures[]]));
  const total = targets.length * rounds;
  let done = 0;
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const started = Date.now();
      const result = figures(
        await runLighthouse(target.url, fileName(target.label, round), target),
      );
      runs.get(target.label)?.push(result);
      done += 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `[${done}/${total}] round ${round} ${target.label}: performance ${result.performance}, ` +
          `TBT ${result.tbtMs.toFixed(0)} ms, FCP ${result.fcpMs.toFixed(0)} ms, LCP ${result.lcpMs.toFixed(0)} ms, ` +
          `style & layout ${result.styleLayoutMs.toFixed(0)} ms, script ${result.scriptMs.toFixed(0)} ms (${seconds} s)`,
      );
    }
  }
  return targets.map(({ label }) => {
    const list = runs.get(label) ?? [];
    return { label, runs: list, median: medianFigures(list) };
  });
}
