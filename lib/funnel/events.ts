// The funnel's events: what the public pages report to the Worker (POST /api/events), and the
// only names the Worker counts. No event carries anything that identifies a visitor.

export const EVENTS_PATH = '/api/events';

/**
 * The funnel's stages, counted per source and also per country and device. A step or a sent
 * quote in a panel the 10-second timer opened carries the `-timer` suffix, so that the timer's
 * panels can be followed to the end on their own.
 */
export const FUNNEL_STAGE_EVENTS = [
  /** A page viewed: each page load and each route change. */
  'view',
  /** The quote panel, opened by the visitor. */
  'panel',
  /** The quote panel, opened by the timer. */
  'panel-timer',
  'step-1',
  'step-1-timer',
  'step-2',
  'step-2-timer',
  /** The endpoint answered success. */
  'sent',
  'sent-timer',
] as const;

/** The other ways to reach the company, counted per source only. */
export const CONTACT_EVENTS = ['meeting', 'chat', 'phone', 'email', 'messaging'] as const;

// Two plain lists, not a third made by spreading them: a bundler cannot drop such an array
// unused, and the editor's bundle, which imports this file, would carry it.
export type VisitEvent = (typeof FUNNEL_STAGE_EVENTS)[number] | (typeof CONTACT_EVENTS)[number];

export function isVisitEvent(name: unknown): name is VisitEvent {
  return (
    typeof name === 'string' &&
    ((FUNNEL_STAGE_EVENTS as readonly string[]).includes(name) ||
      (CONTACT_EVENTS as readonly string[]).includes(name))
  );
}

/** A click on an element with it counts as its event; an empty value counts nothing. */
export const COUNT_ATTRIBUTE = 'data-count';

/** Spread on an element: `{...countsAs('chat')}`; null for a mailto: link that is no prospect's. */
export function countsAs(event: VisitEvent | null): Record<string, string> {
  return { [COUNT_ATTRIBUTE]: event ?? '' };
}

export const MAX_EVENTS_PER_BATCH = 20;
export const MAX_EVENTS_BODY_BYTES = 4096;

/**
 * The body, as text/plain JSON (navigator.sendBeacon): `s` the visit's note as the tab keeps it
 * (lib/quote/visit-note.ts), `v` 1 on the batch that holds the visit's first page view, `p` the
 * path of the page that sends, `e` the events in order. Counted under the note's landing page, or
 * `p` when the tab could keep no note.
 */
export interface EventBatch {
  s?: Record<string, unknown>;
  v?: typeof VISIT_START;
  p: string;
  e: VisitEvent[];
}

/**
 * A visit begins when a tab lands without the visit's note: the first script writes the note and
 * marks its first batch, whose first event is that page's `view`. A reload, a later page or a
 * route change in the same tab finds the note and never marks; a tab that can keep no note
 * (storage off) counts its page views and no visit.
 */
export const VISIT_START_FIELD = 'v';
export const VISIT_START = 1;

/**
 * Whether a parsed body starts a visit: `v` exactly 1, on a batch that opens with `view`. Any
 * other value, or the flag on a batch without that view, starts none; the batch's events still
 * count.
 */
export function startsVisit(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { [VISIT_START_FIELD]: flag, e } = body as Record<string, unknown>;
  return flag === VISIT_START && Array.isArray(e) && e[0] === 'view';
}
