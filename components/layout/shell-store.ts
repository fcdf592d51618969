'use client';
/**
 * The shell's small store: which overlay is open, and who opened it (focus goes back there).
 * Every Get a Service and Book a Meeting button on the site calls openQuote() or openMeeting().
 */
import { useSyncExternalStore } from 'react';

export interface ShellState {
  quoteOpen: boolean;
  meetingOpen: boolean;
}

let state: ShellState = { quoteOpen: false, meetingOpen: false };
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
  if (state.quoteOpen) return;
  openers.quote = opener;
  set({ quoteOpen: true });
}

export function closeQuote() {
  set({ quoteOpen: false });
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

const serverState: ShellState = { quoteOpen: false, meetingOpen: false };

export function useShellState(): ShellState {
  return useSyncExternalStore(subscribe, getShellState, () => serverState);
}
