// A case study's product visual as a file of its own, for the cards below the first screen: inline,
// each drawing cost a page 600-1,400 bytes of Brotli, past the first TCP window on three of them.
import { createElement } from 'react';
import type { CaseStudyVisual } from '@/lib/content/schemas/portfolio';
import { ProductDrawing, VISUAL_HEIGHT, VISUAL_WIDTH } from './ProductVisual';
import { svgMarkup } from './svg-markup';

/**
 * An image's SVG inherits nothing from the page, so it names the site's sans-serif itself
 * (--font-sans in app/globals.css), as the inline drawing's text inherits it.
 */
const FONT_FAMILY =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function productVisualPath(slug: string): string {
  return `/visuals/${slug}.svg`;
}

export function productVisualSvg(visual: CaseStudyVisual): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VISUAL_WIDTH} ${VISUAL_HEIGHT}"` +
    ` width="${VISUAL_WIDTH}" height="${VISUAL_HEIGHT}" font-family="${FONT_FAMILY}">` +
    `${svgMarkup(createElement(ProductDrawing, { visual }))}</svg>\n`
  );
}
