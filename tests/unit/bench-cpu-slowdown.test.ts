import { describe, expect, it } from 'vitest';
import { scaledCpuSlowdown } from '@/bench/cpu-slowdown';
import { lighthouseArguments, profileFlags } from '@/bench/lighthouse-cli';
import { parseOptions } from '@/bench/options';

describe('scaledCpuSlowdown', () => {
  it("is Lighthouse's 4x on the reference host and more on a faster one", () => {
    expect(scaledCpuSlowdown(3.0)).toBe(4);
    expect(scaledCpuSlowdown(1.7)).toBe(7.1);
    expect(scaledCpuSlowdown(6.0)).toBe(2);
  });

  it('refuses a reading that is no time', () => {
    for (const reading of [0, -1.7, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scaledCpuSlowdown(reading)).toThrow(/positive number/);
    }
  });
});

describe('profileFlags', () => {
  it("replaces a profile's CPU slowdown, or adds one to the defaults", () => {
    expect(profileFlags('slow-4g', 7.1).filter((flag) => flag.includes('cpuSlowdown'))).toEqual([
      '--throttling.cpuSlowdownMultiplier=7.1',
    ]);
    expect(profileFlags('default', 7.1)).toEqual(['--throttling.cpuSlowdownMultiplier=7.1']);
    expect(profileFlags('simulated-300')).toContain('--throttling.rttMs=300');
    expect(profileFlags('default')).toEqual([]);
  });
});

describe('parseOptions --cpu-ref', () => {
  it('takes a reading in seconds, or measure', () => {
    expect(parseOptions(['--cpu-ref=1.7']).cpuRef).toBe(1.7);
    expect(parseOptions(['--cpu-ref=measure']).cpuRef).toBe('measure');
    expect(parseOptions([]).cpuRef).toBeNull();
  });

  it('refuses what is not a positive reading', () => {
    for (const value of ['0', '-2', 'abc', '1.7s', '', '1e3', 'Infinity']) {
      expect(() => parseOptions([`--cpu-ref=${value}`])).toThrow(/Unknown option/);
    }
  });
});

describe('parseOptions --accept-encoding', () => {
  it('sends the codings given, in their order, through Lighthouse’s extra headers', () => {
    const { acceptEncoding } = parseOptions(['--accept-encoding=br,gzip']);
    expect(acceptEncoding).toBe('br, gzip');
    expect(lighthouseArguments('URL', 'FILE', { acceptEncoding })).toContain(
      '--extra-headers={"Accept-Encoding":"br, gzip"}',
    );
    expect(lighthouseArguments('URL', 'FILE').join(' ')).not.toContain('extra-headers');
  });

  it('refuses a value that could carry another header or flag', () => {
    for (const value of ['', 'br\r\nX-Evil: 1', 'br" --foo', 'x'.repeat(101)]) {
      expect(() => parseOptions([`--accept-encoding=${value}`])).toThrow(/Unknown option/);
    }
  });
});

describe('parseOptions --traces', () => {
  it('keeps each run’s trace, with the fonts category, only when asked', () => {
    const { traces } = parseOptions(['--traces']);
    expect(traces).toBe(true);
    expect(lighthouseArguments('URL', 'FILE', { traces })).toEqual(
      expect.arrayContaining(['--save-assets', '--additional-trace-categories=fonts']),
    );
    expect(parseOptions([]).traces).toBe(false);
    expect(lighthouseArguments('URL', 'FILE').join(' ')).not.toContain('save-assets');
  });
});
