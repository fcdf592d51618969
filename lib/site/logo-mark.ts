// The header's logo, the share images and the PNG icons (`npm run images`) all draw it from here.
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  tile: { width: 32, height: 32, rx: 9, fill: '#4f46e5' },
  letter: { d: 'M9 23V9h3.2l7.3 9.1V9H23v14h-3.1l-7.4-9.1V23z', fill: '#fff' },
  dot: { cx: 25.5, cy: 6.5, r: 3, fill: '#fbbf24' },
} as const;

export function logoMarkSvg(size: number): string {
  const { viewBox, tile, letter, dot } = LOGO_MARK;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">` +
    `<rect width="${tile.width}" height="${tile.height}" rx="${tile.rx}" fill="${tile.fill}"/>` +
    `<path d="${letter.d}" fill="${letter.fill}"/>` +
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${dot.fill}"/></svg>`
  );
}
