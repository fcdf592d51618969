import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyComponent } from './use-lazy-component';

describe('useLazyComponent', () => {
  it('loads the code only once it is wanted, and keeps it when no longer wanted', async () => {
    const Loaded = () => null;
    const load = vi.fn(async () => Loaded);
    const { result, rerender } = renderHook(({ wanted }) => useLazyComponent(load, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(Loaded));
    rerender({ wanted: false });
    expect(result.current).toBe(Loaded);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells its caller when the code fails to load, and stays without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = () => Promise.reject(new Error('offline'));
    const onFailure = vi.fn();
    const { result } = renderHook(() => useLazyComponent(load, true, onFailure));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(result.current).toBeNull();
    expect(warn).toHaveBeenCalledWith('A component failed to load.', expect.any(Error));
    warn.mockRestore();
  });
});
