// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { iconNames } from '@/lib/content/icon-names';
import { iconSprite } from './icon-sprite';

describe('iconSprite', () => {
  const sprite = iconSprite();
  const document = new DOMParser().parseFromString(sprite, 'image/svg+xml');

  it('is well-formed SVG', () => {
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it('has a drawn symbol for every icon content may name', () => {
    const symbols = [...document.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual([...iconNames]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
    }
  });

  it('draws what lucide draws, without React-only attributes', () => {
    const smartphone = document.getElementById('Smartphone');
    expect(smartphone?.innerHTML).toContain('d="M12 18h.01"');
    expect(sprite).not.toContain('key=');
  });
});
