// Decap's own Immutable.js (decap-cms-app's dependency), which makes the entries it hands over.
import { fromJS, List, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { addressPreSave, frontMatterOf, registerAddressEvents, withAddressChange } from './address';

const saved = (frontMatter: Record<string, unknown> = {}) => ({
  slug: 'computer-vision',
  frontMatter,
});
const NAME = { name: 'Computer Vision' };

describe('withAddressChange', () => {
  it('keeps the data as it is when the address did not change', () => {
    expect(withAddressChange(saved(), NAME)).toEqual(NAME);
    const renamed = { ...NAME, address: 'vision', former_addresses: ['computer-vision'] };
    expect(withAddressChange(saved({ address: 'vision' }), renamed)).toEqual(renamed);
  });

  it('adds the file name, the address of a page that had none, when an address is given', () => {
    expect(withAddressChange(saved(), { ...NAME, address: 'vision' })).toEqual({
      ...NAME,
      address: 'vision',
      former_addresses: ['computer-vision'],
    });
  });

  it('adds the address as last saved, once, after those already listed', () => {
    expect(
      withAddressChange(saved({ address: 'vision' }), {
        address: 'machine-vision',
        former_addresses: ['computer-vision'],
      }),
    ).toEqual({ address: 'machine-vision', former_addresses: ['computer-vision', 'vision'] });
    expect(
      withAddressChange(saved({ address: 'vision' }), {
        address: 'machine-vision',
        former_addresses: ['vision', 'computer-vision'],
      }),
    ).toEqual({ address: 'machine-vision', former_addresses: ['computer-vision', 'vision'] });
  });

  it('takes the new address out of the list: a page renamed back', () => {
    expect(
      withAddressChange(saved({ address: 'vision' }), {
        address: 'computer-vision',
        former_addresses: ['computer-vision'],
      }),
    ).toEqual({ address: 'computer-vision', former_addresses: ['vision'] });
  });

  it('reads a cleared address (Decap keeps it as "") as the file name, and leaves it out', () => {
    expect(
      withAddressChange(saved({ address: 'vision' }), {
        ...NAME,
        address: '',
        former_addresses: ['computer-vision'],
      }),
    ).toEqual({ ...NAME, former_addresses: ['vision'] });
    expect(withAddressChange(saved(), { ...NAME, address: '' })).toEqual(NAME);
  });

  it('gives a new entry no former address, not even those of the entry it duplicates', () => {
    expect(withAddressChange(undefined, { ...NAME, address: 'vision' })).toEqual({
      ...NAME,
      address: 'vision',
    });
    expect(
      withAddressChange(undefined, { ...NAME, former_addresses: ['computer-vision'] }),
    ).toEqual(NAME);
  });
});

describe('frontMatterOf', () => {
  it('reads the front matter of a saved Markdown file, and nothing of any other text', () => {
    expect(frontMatterOf('---\nname: X\naddress: vision\n---\n\nIntro.\n')).toEqual({
      name: 'X',
      address: 'vision',
    });
    expect(frontMatterOf('redirects: []\n')).toEqual({});
    expect(frontMatterOf('---\n- a list\n---\n')).toEqual({});
    expect(frontMatterOf('---\nname: [unclosed\n---\n')).toEqual({});
  });
});

/** An entry as Decap hands it to a preSave handler: Immutable.js all the way down. */
function entryOf(fields: Record<string, unknown>) {
  return fromJS(fields) as ImmutableMap<string, unknown>;
}

describe('the preSave handler', () => {
  const raw = '---\nkind: service\nname: Computer Vision\n---\n\nIntro.\n';

  it('returns the data with the address fields brought up to date, as Immutable.js values', () => {
    const entry = entryOf({
      slug: 'computer-vision',
      raw,
      newRecord: false,
      data: { kind: 'service', name: 'Computer Vision', address: 'vision' },
    });
    const data = addressPreSave({ entry }) as unknown as ImmutableMap<string, unknown>;
    expect(data.toJS()).toEqual({
      kind: 'service',
      name: 'Computer Vision',
      address: 'vision',
      former_addresses: ['computer-vision'],
    });
    expect(List.isList(data.get('former_addresses'))).toBe(true);
  });

  it('returns nothing, so Decap saves the form as it is, when no address changed', () => {
    const entry = entryOf({
      slug: 'computer-vision',
      raw,
      data: { kind: 'service', name: 'Computer Vision, renamed in words only' },
    });
    expect(addressPreSave({ entry })).toBeUndefined();
    const page = entryOf({ slug: 'site', raw: 'name: NimbleForge\n', data: { name: 'X' } });
    expect(addressPreSave({ entry: page })).toBeUndefined();
  });

  it('leaves out a new entry’s cleared address, and gives it no former address', () => {
    const entry = entryOf({
      slug: '',
      raw: '',
      newRecord: true,
      data: { name: 'Vision', address: '', former_addresses: ['computer-vision'] },
    });
    expect((addressPreSave({ entry }) as unknown as ImmutableMap<string, unknown>).toJS()).toEqual({
      name: 'Vision',
    });
  });

  it('is registered for preSave', () => {
    const listeners: { name: string; handler: unknown }[] = [];
    registerAddressEvents({ registerEventListener: (listener) => listeners.push(listener) });
    expect(listeners).toEqual([{ name: 'preSave', handler: addressPreSave }]);
  });
});
