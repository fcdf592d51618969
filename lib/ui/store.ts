// Client state shared across components (the shell's overlays, the consent, the menus' services).
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: Partial<T>): void;
  /** The state, or a part of it; the component renders again when that changes. */
  use<U = T>(select?: (state: T) => U): U;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    use: <U>(select = (value: T) => value as unknown as U) =>
      useSyncExternalStore(
        subscribe,
        () => select(state),
        () => select(initial),
      ),
  };
}
