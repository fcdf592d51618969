import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/lib/content';
import type { CaseStudyVisual } from '@/lib/content/schemas/portfolio';
import { ProductDrawing } from './ProductVisual';
import { svgMarkup } from './svg-markup';
import { productVisualSvg } from './visual-file';

const hostile: CaseStudyVisual = {
  device: 'browser',
  screen: '<script>&"\'',
  accent: 'indigo',
  shape: 'list',
  rows: [
    { label: '</svg><img src=x>', value: '"&' },
    { label: "a'b", value: '<' },
  ],
  alt: 'A drawing whose text is hostile, to show that every character is escaped as React does.',
};

const shapes: CaseStudyVisual[] = (['phone', 'browser'] as const).flatMap((device) =>
  (['list', 'bars', 'line'] as const).map((shape) => ({
    ...hostile,
    screen: 'Dealer orders',
    device,
    shape,
    chart: [2, 3, 1, 4, 3, 5, 2],
    rows: [
      { label: 'Credit used', value: '82%' },
      { label: 'Awaiting dispatch', value: '18' },
      { label: 'Margin this month', value: '11.4%' },
    ],
  })),
);

describe('svgMarkup', () => {
  it.each([
    ...caseStudies.map((study) => [study.slug, study.visual] as const),
    ...shapes.map((visual) => [`${visual.device} ${visual.shape}`, visual] as const),
    ['hostile text', hostile] as const,
  ])('writes what React writes for the drawing of %s', (_name, visual) => {
    const drawing = <ProductDrawing visual={visual} />;
    expect(svgMarkup(drawing)).toBe(renderToStaticMarkup(drawing));
  });

  it('keeps hostile text as text in the file', () => {
    const file = productVisualSvg(hostile);
    expect(file).not.toContain('<script');
    expect(file).not.toContain('<img');
    expect(file).toContain('&lt;/svg&gt;&lt;img src=x&gt;');
    expect(file.match(/<svg/g)).toHaveLength(1);
  });

  it('refuses what is not a drawing, rather than writing it wrong', () => {
    expect(() => svgMarkup(<foreignObject>{{} as never}</foreignObject>)).toThrow(/cannot draw/);
  });
});
