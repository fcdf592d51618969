import { describe, expect, it } from 'vitest';
import { countedSourceLabel, OTHER_SOURCE, SOURCE_LABEL_MAX_LENGTH } from './source-label';

describe('countedSourceLabel', () => {
  it.each([
    ['campaign Brand-Q4', 'campaign brand-q4'],
    ['referrer www.google.com', 'referrer www.google.com'],
    ['campaign Café Été', 'campaign cafe ete'],
    ['campaign spring<script>', 'campaign spring script'],
    ["campaign x'; DROP TABLE visit_counts;--", 'campaign x drop table visit_counts --'],
    ['campaign brand-2026-11-27', 'campaign brand-2026-11-27'],
    ['campaign launch_2026_11', 'campaign launch_2026_11'],
  ])('keeps %j as %j', (label, counted) => {
    expect(countedSourceLabel(label)).toBe(counted);
  });

  it.each([
    'campaign jane@example.com',
    'campaign jane%40example.com',
    'campaign jane＠example.com',
    'campaign +91 98765 43210',
    'campaign 9876543210',
    'campaign ９８７６５４３２１０',
    'campaign 98765-43210',
    'campaign 2026-11-27 9876543',
    'campaign 20261127',
    '   ',
    '\u0000\u200b',
  ])('counts %j as other', (label) => {
    expect(countedSourceLabel(label)).toBe(OTHER_SOURCE);
  });

  it('cuts a long label to its first forty characters', () => {
    const counted = countedSourceLabel(`campaign ${'a'.repeat(200)}`);
    expect(counted).toHaveLength(SOURCE_LABEL_MAX_LENGTH);
  });
});
