'use client';
// The consent in force and whether the banner shows; the record lives in localStorage.
import {
  CONSENT_STORAGE_KEY,
  isChoiceComplete,
  parseConsent,
  recordChoices,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentRecord,
} from '@/lib/third-parties/consent';
import { createStore } from '@/lib/ui/store';
import { analyticsConfigured, chatConfigured } from '@/lib/third-parties/origins';

export function configuredCategories(): readonly ConsentCategory[] {
  return [
    ...(analyticsConfigured() ? (['analytics'] as const) : []),
    ...(chatConfigured() ? (['chat'] as const) : []),
  ];
}

export type ConsentView = 'closed' | 'banner' | 'preferences';

export interface ConsentState {
  /** The choice in force (null: none yet, expired, or of an older version). */
  record: ConsentRecord | null;
  view: ConsentView;
  /** The stored choice has been read (after hydration): `view` says whether a banner shows. */
  read: boolean;
}

const consent = createStore<ConsentState>({ record: null, view: 'closed', read: false });
const { set } = consent;
let initialised = false;
/** The element that opened the preferences (Cookie settings): focus goes back there. */
let opener: HTMLElement | null = null;

function readStored(): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    const record = parseConsent(raw, Date.now());
    // An expired, outdated or unreadable record is no choice: drop it.
    if (raw !== null && !record) localStorage.removeItem(CONSENT_STORAGE_KEY);
    return record;
  } catch {
    return null;
  }
}

function persist(record: ConsentRecord) {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(record));
  } catch {
    // Storage may be off (private modes): the choice holds for this page only.
  }
}

export function initConsent() {
  if (initialised || configuredCategories().length === 0) return;
  initialised = true;
  const record = readStored();
  set({
    record,
    view: isChoiceComplete(record, configuredCategories()) ? 'closed' : 'banner',
    read: true,
  });
}

function choose(choices: ConsentChoices) {
  const record = recordChoices(consent.get().record, choices, Date.now());
  persist(record);
  set({ record, view: 'closed' });
}

function all(value: boolean): ConsentChoices {
  return Object.fromEntries(configuredCategories().map((category) => [category, value]));
}

export const acceptAll = () => choose(all(true));
export const rejectAll = () => choose(all(false));
export function savePreferences(choices: ConsentChoices) {
  choose({ ...all(false), ...choices });
}

/** Pressing Chat with us is a request for the chat: it grants that category, and only that. */
export function grantChatByRequest() {
  if (consent.get().record?.chat === true) return;
  const record = recordChoices(consent.get().record, { chat: true }, Date.now());
  persist(record);
  const done = consent.get().view === 'banner' && isChoiceComplete(record, configuredCategories());
  set({ record, view: done ? 'closed' : consent.get().view });
}

export function openPreferences(from: HTMLElement | null = null) {
  if (from) opener = from;
  set({ view: 'preferences' });
}

export function takeOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element;
}

export const getConsentState = consent.get;
export const useConsentState = (): ConsentState => consent.use();
