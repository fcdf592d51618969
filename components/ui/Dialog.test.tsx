import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContentThroughExit } from './Dialog';

describe('useContentThroughExit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function render(open: boolean) {
    return renderHook(({ open }) => useContentThroughExit(open, 'drawer'), {
      initialProps: { open },
    });
  }

  it('renders nothing while the dialog has never opened', () => {
    expect(render(false).result.current).toBeNull();
  });

  it('keeps the content through the 300 ms exit of the drawer, then drops it', () => {
    const hook = render(true);
    const first = hook.result.current;
    expect(first).not.toBeNull();
    hook.rerender({ open: false });
    expect(hook.result.current).toBe(first);
    act(() => vi.advanceTimersByTime(299));
    expect(hook.result.current).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBeNull();
  });

  it('gives every opening a new key, even one during the exit, so the content starts afresh', () => {
    const hook = render(false);
    hook.rerender({ open: true });
    const first = hook.result.current;
    hook.rerender({ open: false });
    act(() => vi.advanceTimersByTime(100));
    hook.rerender({ open: true });
    const second = hook.result.current;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    // The timer of the earlier close does not drop the reopened content.
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBe(second);
  });
});
