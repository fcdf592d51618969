import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsConfigured,
  chatConfigured,
  thirdPartySources,
} from '@/lib/third-parties/origins';
import { siteEnv } from './env';

afterEach(() => vi.unstubAllEnvs());

describe('siteEnv()', () => {
  it('reads the variables when called, not when imported', () => {
    vi.stubEnv('NEXT_PUBLIC_SCHEDULING_URL', 'https://meet.example.test/a');
    expect(siteEnv().schedulingUrl).toBe('https://meet.example.test/a');
    vi.stubEnv('NEXT_PUBLIC_SCHEDULING_URL', 'https://meet.example.test/b');
    expect(siteEnv().schedulingUrl).toBe('https://meet.example.test/b');
  });

  it('picks up every setting, trimmed, origins without a trailing slash', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', ' https://www.example.test// ');
    vi.stubEnv('NEXT_PUBLIC_QUOTE_API_HOST', 'https://quotes.example.test/');
    vi.stubEnv('NEXT_PUBLIC_IP_LOOKUP_URL', 'https://ip.example.test/json');
    vi.stubEnv('NEXT_PUBLIC_TAWK_PROPERTY_ID', 'property');
    vi.stubEnv('NEXT_PUBLIC_TAWK_WIDGET_ID', 'widget');
    vi.stubEnv('NEXT_PUBLIC_CLARITY_PROJECT_ID', 'project');
    vi.stubEnv('NEXT_PUBLIC_TURNSTILE_SITE_KEY', 'key');
    expect(siteEnv()).toMatchObject({
      siteUrl: 'https://www.example.test',
      quoteApiHost: 'https://quotes.example.test',
      ipLookupUrl: 'https://ip.example.test/json',
      tawkPropertyId: 'property',
      tawkWidgetId: 'widget',
      clarityProjectId: 'project',
      turnstileSiteKey: 'key',
    });
  });

  it('takes a blank value as unset', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '   ');
    vi.stubEnv('NEXT_PUBLIC_TAWK_PROPERTY_ID', '\t');
    expect(siteEnv().siteUrl).toBe('http://localhost:3000');
    expect(siteEnv().tawkPropertyId).toBe('');
  });

  it('names each variable in full, the form Next replaces in the client bundle', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'env.ts'), 'utf8');
    const reads = [...source.matchAll(/process\.env\b(.{0,20})/g)].map((match) => match[1]);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((rest) => !/^\.NEXT_PUBLIC_[A-Z0-9_]+\b/.test(rest!))).toEqual([]);
  });
});

describe('the third parties follow the configuration at the time of the call', () => {
  it('turns chat and analytics on and off, and the policy with them', () => {
    vi.stubEnv('NEXT_PUBLIC_TAWK_PROPERTY_ID', '');
    vi.stubEnv('NEXT_PUBLIC_CLARITY_PROJECT_ID', '');
    expect([chatConfigured(), analyticsConfigured()]).toEqual([false, false]);
    expect(thirdPartySources().script).toEqual([]);
    vi.stubEnv('NEXT_PUBLIC_TAWK_PROPERTY_ID', 'property');
    vi.stubEnv('NEXT_PUBLIC_TAWK_WIDGET_ID', 'widget');
    vi.stubEnv('NEXT_PUBLIC_CLARITY_PROJECT_ID', 'project');
    expect([chatConfigured(), analyticsConfigured()]).toEqual([true, true]);
    expect(thirdPartySources().script).toEqual(
      expect.arrayContaining(['https://embed.tawk.to', 'https://www.clarity.ms']),
    );
  });

  it('allows a configured host by its origin alone, and nothing for a value that is no URL', () => {
    vi.stubEnv('NEXT_PUBLIC_QUOTE_API_HOST', 'https://quotes.example.test/path?"><x>');
    vi.stubEnv('NEXT_PUBLIC_IP_LOOKUP_URL', 'not a url; script-src *');
    vi.stubEnv('NEXT_PUBLIC_SCHEDULING_URL', 'https://meet.example.test/team');
    vi.stubEnv('NEXT_PUBLIC_TAWK_PROPERTY_ID', '');
    vi.stubEnv('NEXT_PUBLIC_CLARITY_PROJECT_ID', '');
    vi.stubEnv('NEXT_PUBLIC_TURNSTILE_SITE_KEY', '');
    const sources = thirdPartySources();
    expect(sources.connect).toEqual(['https://quotes.example.test']);
    expect(sources.frame).toEqual(['https://meet.example.test']);
  });
});
