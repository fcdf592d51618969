import { describe, expect, it } from 'vitest';
import { tabIconDataUrl } from './favicon';
import { logoMarkSvg } from './logo-mark';

describe('the tab icon inline', () => {
  it('is the logo mark, with no character a URL may not hold as it is', () => {
    const url = tabIconDataUrl();
    const prefix = 'data:image/svg+xml,';
    expect(url.startsWith(prefix)).toBe(true);
    const body = url.slice(prefix.length);
    expect(body).toMatch(/^[\w%'=/:.,-]+$/);
    expect(decodeURIComponent(body).replaceAll("'", '"')).toBe(logoMarkSvg(32));
  });
});
