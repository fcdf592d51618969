import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The builder's own axe-core, minified: it otherwise sends axe-core's main file, unminified, into
// the page for every analysis, where parsing and compiling it was a large part of the analysis.
const AXE_SOURCE = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', {
    paths: [path.dirname(require.resolve('@axe-core/playwright'))],
  }),
  'utf8',
);

/** No WCAG 2.2 A/AA violation by axe, in the page or within `within` (a CSS selector). */
export async function expectNoAxeViolations(page: Page, label: string, within?: string) {
  // Legacy mode runs the analysis in the page alone: the default opens a blank page to merge
  // the frames' results, and injects axe there a second time, which doubled each analysis's
  // cost. The only frame it would reach is the third-party scheduler's, which is stubbed.
  // Only violations are asserted, so axe describes only those: by default it also builds a
  // selector and an HTML snippet for every node that passes, and sends them all back. (options()
  // replaces what withTags() set, so it comes first.)
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}
