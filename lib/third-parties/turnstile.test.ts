// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTurnstile } from './turnstile';

type Options = { callback: (token: string) => void };

function fakeTurnstile() {
  const widgets: Options[] = [];
  window.turnstile = {
    render: vi.fn((_element: HTMLElement, options: Record<string, unknown>) => {
      widgets.push(options as unknown as Options);
      return `w${widgets.length}`;
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  return widgets;
}

describe('renderTurnstile', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.turnstile;
  });

  it('waits for a token still being made, and needs a new one after reset', async () => {
    const widgets = fakeTurnstile();
    const widget = await renderTurnstile(document.createElement('div'), 'site-key');
    expect(window.turnstile?.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-key', appearance: 'interaction-only' }),
    );
    const pending = widget.token();
    widgets[0]?.callback('first');
    expect(await pending).toBe('first');
    expect(await widget.token()).toBe('first');

    widget.reset();
    expect(window.turnstile?.reset).toHaveBeenCalledWith('w1');
    const next = widget.token();
    widgets[0]?.callback('second');
    expect(await next).toBe('second');
  });

  it('gives up waiting after a few seconds and sends no token rather than no quote', async () => {
    vi.useFakeTimers();
    fakeTurnstile();
    const widget = await renderTurnstile(document.createElement('div'), 'site-key');
    const pending = widget.token();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toBe('');
  });
});
