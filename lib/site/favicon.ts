// The tab icon travels inside each page. Chrome asks for a page's icon once the page has loaded,
// which on a fast connection is before its first frame is on screen, so a file's request sat on
// the largest paint's path in Lighthouse's simulation (what PageSpeed shows) on most loads. The
// mark is three shapes in three colours: as SVG text it costs a page about 110 bytes of Brotli,
// where the same icon as a PNG costs about 370, more than the service pages' first window has
// left. What SVG costs instead: Chrome draws it in a small document of its own, one task after
// the load (7-45 ms on a phone of 4x CPU), under the 50 ms that counts as blocking.
import { logoMarkSvg } from './logo-mark';

/** A `data:` URL of the mark, percent-encoded where a URL may not hold the character as it is. */
export function tabIconDataUrl(): string {
  const svg = logoMarkSvg(32)
    .replaceAll('"', "'")
    .replace(/[\s#%<>]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${svg}`;
}
