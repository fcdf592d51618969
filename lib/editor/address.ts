// Decap never renames a file, so nothing else records a page's move: before each save a changed
// `address` puts the old one in `former_addresses`, which the build turns into 301s.
import YAML from 'yaml';
import { splitFrontMatter } from '@/lib/content/parse';

export interface SavedEntry {
  /** The file's name: the page's address while it has none of its own. */
  slug: string;
  frontMatter: Record<string, unknown>;
}

function isAddress(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * `address` is left out when cleared (Decap keeps a cleared field as ""); a page renamed back
 * leaves `former_addresses`; a new entry brings none of the entry it may be duplicated from.
 */
export function withAddressChange(
  saved: SavedEntry | undefined,
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const { address, former_addresses: formerField, ...rest } = data;
  const next: Record<string, unknown> = isAddress(address) ? { ...rest, address } : { ...rest };
  if (!saved) return next;
  const listed = Array.isArray(formerField) ? formerField.filter(isAddress) : [];
  const before = isAddress(saved.frontMatter.address) ? saved.frontMatter.address : saved.slug;
  const after = isAddress(address) ? address : saved.slug;
  const former =
    before === after
      ? listed
      : [...listed.filter((old) => old !== after && old !== before), before];
  return former.length || formerField !== undefined ? { ...next, former_addresses: former } : next;
}

/** The front matter of a Markdown file's text; empty for any other text. */
export function frontMatterOf(raw: string): Record<string, unknown> {
  const parts = splitFrontMatter(raw);
  if (!parts) return {};
  try {
    const data: unknown = YAML.parse(parts.yaml);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What of Decap's entry data (an Immutable.js Map) the handler reads and sets. */
export interface EntryData {
  toJS(): Record<string, unknown>;
  set(key: string, value: unknown): EntryData;
  delete(key: string): EntryData;
  /** Any List: the handler makes its own from one (this module has no Immutable.js). */
  toList(): { clear(): { push(...values: unknown[]): unknown } };
}

/** What of Decap's entry (an Immutable.js Map) the handler reads. */
export interface EventEntry {
  get(key: string): unknown;
}

const FIELDS = ['address', 'former_addresses'] as const;

/** Undefined when nothing changes: Decap then saves the form as it is. Runs for every entry. */
export function addressPreSave({ entry }: { entry: EventEntry }): EntryData | undefined {
  const data = entry.get('data') as EntryData;
  const raw = entry.get('raw');
  const slug = entry.get('slug');
  const saved =
    entry.get('newRecord') !== true && typeof raw === 'string' && raw && typeof slug === 'string'
      ? { slug, frontMatter: frontMatterOf(raw) }
      : undefined;
  const before = data.toJS();
  const after = withAddressChange(saved, before);
  let result = data;
  for (const field of FIELDS) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    const value = after[field];
    result =
      value === undefined
        ? result.delete(field)
        : result.set(
            field,
            Array.isArray(value)
              ? data
                  .toList()
                  .clear()
                  .push(...value)
              : value,
          );
  }
  return result === data ? undefined : result;
}

export interface AddressEventRegistry {
  registerEventListener(listener: {
    name: 'preSave';
    handler: (event: { entry: EventEntry }) => EntryData | undefined;
  }): void;
}

export function registerAddressEvents(cms: AddressEventRegistry): void {
  cms.registerEventListener({ name: 'preSave', handler: addressPreSave });
}
