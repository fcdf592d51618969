import { describe, expect, it } from 'vitest';
import { DEVICE_CLASSES, deviceClass, isDeviceClass, USER_AGENT_MAX_LENGTH } from './device';

const PHONES = {
  'iPhone, Safari':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'iPhone, Chrome':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  'Android phone, Chrome (reduced agent)':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
  'Android phone, Samsung Internet':
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Android phone, Firefox': 'Mozilla/5.0 (Android 14; Mobile; rv:123.0) Gecko/123.0 Firefox/123.0',
  'Android phone, Facebook in-app':
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.38.108;]',
  'iPhone, LinkedIn in-app':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8000',
  'Opera Mini':
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
};

const TABLETS = {
  'iPad, Safari in mobile mode':
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Android tablet, Chrome (no "Mobile")':
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  'Android tablet, Samsung Internet':
    'Mozilla/5.0 (Linux; Android 13; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
  'Android tablet, Firefox': 'Mozilla/5.0 (Android 14; Tablet; rv:123.0) Gecko/123.0 Firefox/123.0',
  'Kindle Fire, Silk':
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/121.3.1 like Chrome/121.0.6167.184 Safari/537.36',
};

const DESKTOPS = {
  'Windows, Chrome':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  'Windows, Edge':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.2365.66',
  'Mac, Safari (and an iPad in its default desktop mode, which sends the same)':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Safari/605.1.15',
  'Linux, Firefox': 'Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0',
  ChromeOS:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  'an Android phone asking for the desktop site':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  'Windows with a touch screen (Tablet PC)':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Trident/7.0; Touch; Tablet PC 2.0; rv:11.0) like Gecko',
};

describe('deviceClass', () => {
  it.each(Object.entries(PHONES))('a phone: %s', (_, agent) => {
    expect(deviceClass(agent)).toBe('phone');
  });

  it.each(Object.entries(TABLETS))('a tablet: %s', (_, agent) => {
    expect(deviceClass(agent)).toBe('tablet');
  });

  it.each(Object.entries(DESKTOPS))('a desktop: %s', (_, agent) => {
    expect(deviceClass(agent)).toBe('desktop');
  });

  it.each([
    ['no agent', undefined],
    ['null', null],
    ['an empty agent', ''],
    ['a tool’s agent', 'curl/8.5.0'],
    ['control characters and unicode', '\u0000\u202e📱 ＩＰＨＯＮＥ'],
  ])('desktop for %s', (_, agent) => {
    expect(deviceClass(agent)).toBe('desktop');
  });

  it('reads only the start of a long agent, at once', () => {
    const padding = ' '.repeat(USER_AGENT_MAX_LENGTH);
    expect(deviceClass(`${DESKTOPS['Windows, Chrome']}${padding}iPhone Mobile`)).toBe('desktop');
    expect(deviceClass(`${PHONES['iPhone, Safari']}${padding}`)).toBe('phone');
    const started = performance.now();
    expect(deviceClass(`Android ${'a'.repeat(5_000_000)} Mobile`)).toBe('tablet');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers one of the stored classes only', () => {
    expect(DEVICE_CLASSES).toEqual(['phone', 'tablet', 'desktop']);
    expect(isDeviceClass('tablet')).toBe(true);
    expect(isDeviceClass('Tablet')).toBe(false);
    expect(isDeviceClass('toString')).toBe(false);
  });
});
