import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatCounter } from './StatCounter';

/** Frames on demand: `frame(ms)` runs the callbacks queued so far at that timestamp. */
function fakeFrames() {
  let queued = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queued.delete(handle));
  return (timestamp: number) => {
    const callbacks = [...queued.values()];
    queued = new Map();
    act(() => callbacks.forEach((callback) => callback(timestamp)));
  };
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

/** The first counter of the site: 175+ projects, counted from the moment it mounts. */
const projects = (
  <StatCounter value={175} suffix="+" label="Projects delivered" durationMs={2000} start="mount" />
);

const number = () => screen.getByRole('img', { name: '175+ Projects delivered' }).firstChild;

describe('StatCounter', () => {
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(0));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('counts up from 0 to its value without a React render per frame', () => {
    stubReducedMotion(false);
    const frame = fakeFrames();
    const onRender = vi.fn();
    render(
      <Profiler id="counter" onRender={onRender}>
        {projects}
      </Profiler>,
    );
    const rendersAfterMount = onRender.mock.calls.length;
    expect(number()).toHaveTextContent('0+');

    frame(1000);
    const halfway = Number(number()?.textContent?.replace('+', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(175);

    frame(2000);
    expect(number()).toHaveTextContent('175+');
    expect(onRender.mock.calls.length).toBe(rendersAfterMount);
  });

  it('shows its final value at once under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    fakeFrames();
    render(projects);
    expect(number()).toHaveTextContent('175+');
  });

  it('ends on its final value when it goes away mid-count', () => {
    stubReducedMotion(false);
    const frame = fakeFrames();
    const { unmount } = render(projects);
    frame(500);
    const element = number();
    unmount();
    expect(element).toHaveTextContent('175+');
  });
});
