import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Asserts that axe finds no WCAG 2.2 A/AA violation in the page's current state, in the whole
 * page or only within `within` (a CSS selector: an open dialog, the header with its menu).
 */
export async function expectNoAxeViolations(page: Page, label: string, within?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}
