import { describe, expect, it } from 'vitest';
import { iconNames } from '@/lib/content/icon-names';
import { BRAND_MARKS, brandMarkPath, iconFiles, tileIconPath } from './icon-files';

describe('icon files', () => {
  it('serves every icon a card may name and every brand mark, each at the path its image asks for', () => {
    const files = iconFiles();
    for (const name of iconNames)
      expect(files.has(tileIconPath(name).slice('/icons/'.length))).toBe(true);
    for (const mark of Object.keys(BRAND_MARKS) as (keyof typeof BRAND_MARKS)[])
      expect(files.has(brandMarkPath(mark).slice('/icons/'.length))).toBe(true);
    // No two files share a name, on a host whose file names ignore case either.
    const lower = [...files.keys()].map((file) => file.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('draws each as a standalone SVG in the colour of its place, since an image inherits none', () => {
    for (const [file, draw] of iconFiles()) {
      const svg = draw();
      expect(svg, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 24 24"/,
      );
      // currentColor, where a drawing uses it, is the file's own colour, not black.
      if (svg.includes('currentColor')) expect(svg, file).toMatch(/^<svg [^>]*color="#/);
      expect(svg.match(/<svg/g), file).toHaveLength(1);
    }
    expect(iconFiles().get('Cloud.svg')!()).toContain('color="#4f46e5"');
    expect(iconFiles().get('x.svg')!()).toContain('fill="#fff"');
  });
});
