// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { iconNames } from '@/lib/content/icon-names';
import { iconDrawing, iconMarkup } from './drawings';

describe('the icon drawings', () => {
  it('has a drawing for every icon content may name', () => {
    for (const name of iconNames) expect(iconDrawing(name).length, name).toBeGreaterThan(0);
  });

  it('writes each as well-formed SVG markup, as lucide draws it, without React-only attributes', () => {
    for (const name of iconNames) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${iconMarkup(name)}</svg>`;
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.querySelector('parsererror'), name).toBeNull();
      expect(document.documentElement.children.length, name).toBeGreaterThan(0);
      expect(iconMarkup(name), name).not.toContain('key=');
    }
    expect(iconMarkup('Smartphone')).toContain('d="M12 18h.01"');
  });
});
