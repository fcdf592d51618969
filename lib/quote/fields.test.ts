import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_FIELDS, leadFieldsOf, WEBHOOK_GROUPS } from './fields';

const QUOTE_API = fs.readFileSync('docs/quote-api.md', 'utf8');

/** The rows of the table between the docs' markers, each a row of trimmed cells. */
function documentedRows(): string[][] {
  const start = QUOTE_API.indexOf('<!-- lead-fields:start');
  const end = QUOTE_API.indexOf('<!-- lead-fields:end -->');
  expect(start, 'docs/quote-api.md has the lead-fields markers').toBeGreaterThan(-1);
  return QUOTE_API.slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** A webhook lead's key as the JSON nests it: a source field under `source`. */
function jsonKey(field: (typeof LEAD_FIELDS)[number]): string {
  return field.group === 'source' ? `source.${field.key}` : field.key;
}

describe('the JSON webhook’s documentation (docs/quote-api.md)', () => {
  const fields = leadFieldsOf(...WEBHOOK_GROUPS) as (typeof LEAD_FIELDS)[number][];

  it('lists the model’s fields of the webhook’s lead, each with its label and group', () => {
    expect(documentedRows()).toEqual(
      fields.map((field) => [`\`${jsonKey(field)}\``, field.label, field.group]),
    );
  });

  it('shows an example whose lead has those keys, in that order', () => {
    const example = /\n(\{\n {2}"type": "lead\.created"[\s\S]*?\n\})\n```/.exec(QUOTE_API)?.[1];
    const { lead } = JSON.parse(example ?? '{}') as { lead: Record<string, unknown> };
    const keys = Object.entries(lead).flatMap(([key, value]) =>
      key === 'source' ? Object.keys(value as object).map((inner) => `source.${inner}`) : [key],
    );
    expect(keys).toEqual(fields.map(jsonKey));
  });
});
