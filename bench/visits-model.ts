// The visits the visit-counts bench draws (bench/visits.ts): a busy site's label spread, the same
// each run.
import type { VisitEvent } from '@/lib/funnel/events';
import { countedSourceLabel } from '@/lib/funnel/source-label';

export const VIEWS_PER_DAY = 33_000;
export const DAYS = 365;
export const NOW = new Date('2026-11-28T12:00:00.000Z');

/** A fixed seed: each run draws the same visits. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rank r drawn with weight 1 / (r + 1): a few labels bring most visits, a long tail the rest. */
function zipf(names: readonly string[], next: () => number): () => string {
  const weights = names.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return () => {
    let left = next() * total;
    for (let rank = 0; rank < names.length; rank += 1) {
      left -= weights[rank]!;
      if (left <= 0) return names[rank]!;
    }
    return names.at(-1)!;
  };
}

const list = (count: number, name: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => name(index));

/**
 * Countries: 60 codes, a few bringing most. Devices: 55 % phones, 40 % desktops, 5 % tablets.
 * Half the visits direct, a fifth from search engines' referrers, a tenth from 40 campaigns, a
 * tenth from 150 other referring hosts, the rest from 20 utm sources; 60 landing pages. About one
 * visit in thirty opens the panel, fewer go on; the contact links are rarer still.
 */
export function visitModel(seed: number) {
  const next = random(seed);
  const campaign = zipf(
    list(40, (i) => `campaign spring-sale-${i}`),
    next,
  );
  const referrer = zipf(
    list(150, (i) => `referrer blog${i}.example.org`),
    next,
  );
  const search = zipf(
    ['referrer www.google.com', 'referrer www.bing.com', 'referrer duckduckgo.com'],
    next,
  );
  const utm = zipf(
    list(20, (i) => `newsletter-${i} / email`),
    next,
  );
  const page = zipf(
    list(60, (i) => (i === 0 ? '/' : `/page-${i}/`)),
    next,
  );
  const chances: [VisitEvent, number][] = [
    ['panel', 0.03],
    ['panel-timer', 0.01],
    ['step-1', 0.015],
    ['step-2', 0.008],
    ['sent', 0.005],
    ['phone', 0.003],
    ['email', 0.003],
    ['chat', 0.002],
    ['meeting', 0.002],
    ['messaging', 0.002],
  ];
  const country = zipf(
    list(60, (i) =>
      i === 0
        ? 'IN'
        : `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
    ),
    next,
  );
  return (): Drawn => {
    const draw = next();
    const channel =
      draw < 0.5
        ? 'direct'
        : draw < 0.7
          ? 'organic_search'
          : draw < 0.8
            ? 'other_campaign'
            : draw < 0.9
              ? 'referral'
              : 'email';
    const label =
      draw < 0.5
        ? 'direct'
        : draw < 0.7
          ? search()
          : draw < 0.8
            ? campaign()
            : draw < 0.9
              ? referrer()
              : utm();
    // A visit reads some 2.5 pages: two batches in five start one.
    const events: string[] = next() < 0.4 ? ['visit', 'view'] : ['view'];
    for (const [event, chance] of chances) if (next() < chance) events.push(event);
    const kind = next();
    const device = kind < 0.55 ? 'phone' : kind < 0.95 ? 'desktop' : 'tablet';
    return {
      source: countedSourceLabel(label),
      channel,
      path: page(),
      events,
      country: country(),
      device,
    };
  };
}

export interface Drawn {
  source: string;
  channel: string;
  path: string;
  /** `visit` first when the batch starts one (worker/storage/visit-counts.ts's VISIT_STARTED). */
  events: string[];
  country: string;
  device: string;
}

export const day = (index: number) =>
  new Date(NOW.getTime() - (DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10);
