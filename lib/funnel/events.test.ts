import { describe, expect, it } from 'vitest';
import { startsVisit } from './events';

describe('startsVisit', () => {
  it('holds for the flag on a batch that opens with the landing page’s view', () => {
    expect(startsVisit({ s: {}, v: 1, p: '/', e: ['view'] })).toBe(true);
    expect(startsVisit({ v: 1, p: '/', e: ['view', 'view', 'panel'] })).toBe(true);
  });

  it.each([
    ['no flag', { p: '/', e: ['view'] }],
    ['the flag as a string', { v: '1', p: '/', e: ['view'] }],
    ['the flag as true', { v: true, p: '/', e: ['view'] }],
    ['another number', { v: 2, p: '/', e: ['view'] }],
    ['a count of visits', { v: 1e9, p: '/', e: ['view'] }],
    ['the flag in an array', { v: [1], p: '/', e: ['view'] }],
    ['the flag on a batch without the view first', { v: 1, p: '/', e: ['panel', 'view'] }],
    ['the flag on no events', { v: 1, p: '/', e: [] }],
    ['the flag with events not in a list', { v: 1, p: '/', e: 'view' }],
  ])('fails for %s', (_, body) => {
    expect(startsVisit(body)).toBe(false);
  });

  it.each([null, undefined, 1, 'v', [1, 'view'], JSON.parse('{"__proto__":{"v":1},"e":["view"]}')])(
    'fails for a body that is no batch: %j',
    (body) => {
      expect(startsVisit(body)).toBe(false);
    },
  );
});
