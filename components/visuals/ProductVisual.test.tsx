import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseStudyVisual } from '@/lib/content/schemas/portfolio';
import { ProductVisual } from './ProductVisual';

const rows = [
  { label: 'Credit used, Sri Balaji', value: '82%' },
  { label: 'Awaiting dispatch', value: '18' },
  { label: 'Margin this month', value: '11.4%' },
];

function visual(overrides: Partial<CaseStudyVisual>): CaseStudyVisual {
  return {
    device: 'browser',
    screen: 'Dealer orders',
    accent: 'indigo',
    shape: 'list',
    rows,
    alt: 'The order management system in a browser, listing dealers with their credit used.',
    ...overrides,
  };
}

describe('ProductVisual', () => {
  it('is one image named by its text alternative, drawing the screen title and every row', () => {
    const { container } = render(<ProductVisual visual={visual({})} />);
    const image = screen.getByRole('img', {
      name: 'The order management system in a browser, listing dealers with their credit used.',
    });
    const drawn = [...image.querySelectorAll('text')].map((text) => text.textContent);
    expect(drawn).toEqual(['Dealer orders', ...rows.flatMap((row) => [row.label, row.value])]);
    // A fixed width and height: the page keeps its place before any style applies.
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('340');
    expect(container.querySelectorAll('[role="img"]')).toHaveLength(1);
  });

  it('draws a bar per value, and on a phone keeps two rows under the chart', () => {
    render(
      <ProductVisual
        visual={visual({ device: 'phone', shape: 'bars', chart: [2, 3, 1, 4, 3, 5, 2] })}
      />,
    );
    const image = screen.getByRole('img');
    const drawn = [...image.querySelectorAll('text')].map((text) => text.textContent);
    expect(drawn).toEqual([
      'Dealer orders',
      ...rows.slice(0, 2).flatMap((row) => [row.label, row.value]),
    ]);
    // The bars share one width, which no other shape of the drawing has.
    const widths = [...image.querySelectorAll('rect')].map((rect) => rect.getAttribute('width'));
    const barWidth = String((126 / 7) * 0.62);
    expect(widths.filter((width) => width === barWidth)).toHaveLength(7);
  });
});
