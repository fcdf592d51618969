import fs from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import * as constants from './constants';
import { IMAGE_DEFAULT_QUALITY, MOBILE_BREAKPOINT_PX, SCROLL_REVEAL } from './constants';

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

/** A --breakpoint-md of the stylesheet, else of Tailwind's default theme, in px. */
function tailwindMdBreakpointPx(): number {
  for (const css of [read('app/globals.css'), read('node_modules/tailwindcss/theme.css')]) {
    const match = /--breakpoint-md:\s*([\d.]+)(rem|px)/.exec(css);
    if (match) return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
  }
  throw new Error('no --breakpoint-md found');
}

describe('constants that CSS or configuration also hold', () => {
  it("MOBILE_BREAKPOINT_PX is Tailwind's md breakpoint, where the navigation switches", () => {
    expect(tailwindMdBreakpointPx()).toBe(MOBILE_BREAKPOINT_PX);
  });

  it('SCROLL_REVEAL.durationMs is the transition of a revealed [data-reveal] in app/globals.css', () => {
    const rule = /\[data-reveal\]\[data-revealed\]\s*\{\s*transition:\s*transform\s+(\d+)ms/.exec(
      read('app/globals.css'),
    );
    expect(Number(rule?.[1])).toBe(SCROLL_REVEAL.durationMs);
  });

  it('IMAGE_DEFAULT_QUALITY is the one image quality next.config allows', () => {
    expect(nextConfig(PHASE_PRODUCTION_BUILD).images?.qualities).toEqual([IMAGE_DEFAULT_QUALITY]);
  });
});

// The other values of section 10 are checked through what they drive, not against their own
// literals: the 10 s opening (quote.spec), 300/301 px (navigation.spec), the 6 s loader and the
// 500 px frame (meeting.spec).
describe('docs/behaviour.md', () => {
  it('lists in section 10 every constant of lib/site/constants.ts, and no other', () => {
    const section =
      read('docs/behaviour.md')
        .split(/^## 10\. .*$/m)[1]
        ?.split(/^## /m)[0] ?? '';
    const listed = [...section.matchAll(/^\| (`.+?`) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`(\w+)`/g)].map((name) => name[1]!),
    );
    expect(listed.sort()).toEqual(Object.keys(constants).sort());
  });
});
