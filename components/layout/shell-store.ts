/**
 * The shell's small store: which overlay is open, and who opened it (focus goes back there).
 * Every Get a Service and Book a Meeting button on the site calls openQuote() or openMeeting();
 * the 10 s timer calls openQuoteAutomatically().
 */
import { useSyncExternalStore } from 'react';

export interface ShellState {
  quoteOpen: boolean;
  meetingOpen: boolean;
  /** A quote is being posted: the panel stays open until the outcome is shown. */
  quoteSubmitting: boolean;
}

let state: ShellState = { quoteOpen: false, meetingOpen: false, quoteSubmitting: false };
/** The visitor opened the quote panel since the last route change. */
let quoteOpenedThisView = false;
/** Set once a quote was sent in this tab; kept across reloads for the tab's session. */
const SENT_KEY = 'nf-quote-sent';
let quoteSent = false;
const listeners = new Set<() => void>();
const openers: { quote: HTMLElement | null; meeting: HTMLElement | null } = {
  quote: null,
  meeting: null,
};

function set(next: Partial<ShellState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function activeElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;
}

export function openQuote(opener: HTMLElement | null = activeElement()) {
  quoteOpenedThisView = true;
  if (state.quoteOpen) return;
  openers.quote = opener;
  set({ quoteOpen: true });
}

/**
 * The automatic opening (SPEC.md section 2): never over a panel the visitor opened on this
 * page view, and never once a quote was sent, which would invite a duplicate.
 */
export function openQuoteAutomatically() {
  if (quoteOpenedThisView || hasSentQuote() || state.quoteOpen) return;
  openers.quote = null;
  set({ quoteOpen: true });
}

/** A route change starts a new page view. */
export function startPageView() {
  quoteOpenedThisView = false;
}

/** Closing waits while a quote is posted, so its outcome is never lost. */
export function closeQuote() {
  if (state.quoteSubmitting) return;
  set({ quoteOpen: false });
}

export function setQuoteSubmitting(submitting: boolean) {
  if (state.quoteSubmitting !== submitting) set({ quoteSubmitting: submitting });
}

export function markQuoteSent() {
  quoteSent = true;
  try {
    sessionStorage.setItem(SENT_KEY, '1');
  } catch {
    // Storage may be off (private modes); the flag in memory still holds for this page.
  }
}

export function hasSentQuote(): boolean {
  if (quoteSent) return true;
  try {
    quoteSent = sessionStorage.getItem(SENT_KEY) === '1';
  } catch {
    // As above.
  }
  return quoteSent;
}

export function openMeeting(opener: HTMLElement | null = activeElement()) {
  if (state.meetingOpen) return;
  openers.meeting = opener;
  set({ meetingOpen: true });
}

export function closeMeeting() {
  set({ meetingOpen: false });
}

/** The element to give focus back to when an overlay closes. */
export function openerOf(overlay: 'quote' | 'meeting'): HTMLElement | null {
  return openers[overlay];
}

export function getShellState(): ShellState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: ShellState = { quoteOpen: false, meetingOpen: false, quoteSubmitting: false };

export function useShellState(): ShellState {
  return useSyncExternalStore(subscribe, getShellState, () => serverState);
}
