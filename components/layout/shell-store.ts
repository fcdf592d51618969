/** The shell's small store: which overlay is open, and who opened it (focus goes back there). */
import { countVisitEvent } from '@/lib/funnel/count';
import { createStore } from '@/lib/ui/store';

export interface ShellState {
  quoteOpen: boolean;
  meetingOpen: boolean;
  /** A quote is being posted: the panel stays open until the outcome is shown. */
  quoteSubmitting: boolean;
}

const store = createStore<ShellState>({
  quoteOpen: false,
  meetingOpen: false,
  quoteSubmitting: false,
});
/** The visitor opened the quote panel since the last route change. */
let quoteOpenedThisView = false;
/** The panel now open was opened by the timer: its steps count apart (lib/funnel/events.ts). */
let quoteOpenedByTimer = false;
/** Set once a quote was sent: no automatic opening for the rest of the tab's session. */
export const QUOTE_SENT_KEY = 'nf-quote-sent';
let quoteSent = false;
const openers: { quote: HTMLElement | null; meeting: HTMLElement | null } = {
  quote: null,
  meeting: null,
};

function activeElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;
}

export function openQuote(opener: HTMLElement | null = activeElement()) {
  quoteOpenedThisView = true;
  if (store.get().quoteOpen) return;
  openers.quote = opener;
  quoteOpenedByTimer = false;
  store.set({ quoteOpen: true });
}

/** Never after the visitor opened the panel on this page, nor once a quote was sent. */
export function openQuoteAutomatically() {
  if (quoteOpenedThisView || hasSentQuote() || store.get().quoteOpen) return;
  openers.quote = null;
  quoteOpenedByTimer = true;
  store.set({ quoteOpen: true });
  countVisitEvent('panel-timer');
}

/** A step completed or the quote sent, in the panel the visitor or the timer opened. */
export function countQuoteProgress(stage: 'step-1' | 'step-2' | 'sent') {
  countVisitEvent(quoteOpenedByTimer ? `${stage}-timer` : stage);
}

export function startPageView() {
  quoteOpenedThisView = false;
}

/** Closing waits while a quote is posted, so its outcome is never lost. */
export function closeQuote() {
  if (store.get().quoteSubmitting) return;
  store.set({ quoteOpen: false });
}

export function setQuoteSubmitting(submitting: boolean) {
  if (store.get().quoteSubmitting !== submitting) store.set({ quoteSubmitting: submitting });
}

export function markQuoteSent() {
  quoteSent = true;
  try {
    sessionStorage.setItem(QUOTE_SENT_KEY, '1');
  } catch {
    // Storage may be off (private modes); the flag in memory still holds for this page.
  }
}

export function hasSentQuote(): boolean {
  if (quoteSent) return true;
  try {
    quoteSent = sessionStorage.getItem(QUOTE_SENT_KEY) === '1';
  } catch {}
  return quoteSent;
}

export function openMeeting(opener: HTMLElement | null = activeElement()) {
  if (store.get().meetingOpen) return;
  openers.meeting = opener;
  store.set({ meetingOpen: true });
}

export function closeMeeting() {
  store.set({ meetingOpen: false });
}

export function openerOf(overlay: 'quote' | 'meeting'): HTMLElement | null {
  return openers[overlay];
}

export const getShellState = store.get;
export const useShellState = (): ShellState => store.use();
