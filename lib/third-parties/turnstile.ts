import { TURNSTILE_SCRIPT_URL } from './origins';

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

export function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** How long a submission waits for a token that is still being made. */
const TOKEN_WAIT_MS = 5_000;

export interface TurnstileWidget {
  /** The current token, waiting a little for one in progress; "" if none comes. */
  token(): Promise<string>;
  /** Tokens are single-use: a new one for the next submission. */
  reset(): void;
  remove(): void;
}

/** Renders a widget that shows itself only when Cloudflare needs the visitor to act. */
export async function renderTurnstile(
  element: HTMLElement,
  siteKey: string,
): Promise<TurnstileWidget> {
  const api = await loadTurnstile();
  let current = '';
  let waiters: ((token: string) => void)[] = [];
  const settle = (token: string) => {
    current = token;
    if (token) waiters.forEach((resolve) => resolve(token));
    if (token) waiters = [];
  };
  const id = api.render(element, {
    sitekey: siteKey,
    appearance: 'interaction-only',
    'refresh-expired': 'auto',
    callback: settle,
    'expired-callback': () => settle(''),
    'error-callback': () => settle(''),
  });
  return {
    token: () =>
      current
        ? Promise.resolve(current)
        : new Promise((resolve) => {
            waiters.push(resolve);
            setTimeout(() => resolve(current), TOKEN_WAIT_MS);
          }),
    reset: () => {
      current = '';
      api.reset(id);
    },
    remove: () => api.remove(id),
  };
}
