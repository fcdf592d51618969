import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLICK_IDS } from '@/lib/quote/visit-note';
import {
  CHANNEL_KEYS,
  CHANNEL_RULES,
  type ChannelFields,
  channelRuleOf,
  CHANNELS,
  isChannel,
  SEARCH_AD_CLICK_IDS,
  siteHost,
  SOCIAL_AD_CLICK_IDS,
  SOCIAL_CLICK_IDS,
  visitChannel,
} from './channel';

const tested = new Set<string>();

/** The visits each rule must decide, and some that must fall past it. */
function rule(id: string, decides: ChannelFields[], passes: ChannelFields[] = []) {
  tested.add(id);
  const found = CHANNEL_RULES.find((candidate) => candidate.id === id);
  it(`${id}: ${found?.when ?? 'missing'}`, () => {
    expect(found).toBeDefined();
    for (const fields of decides) {
      expect(channelRuleOf(fields).id, JSON.stringify(fields)).toBe(id);
      expect(visitChannel(fields)).toBe(found?.channel);
    }
    for (const fields of passes) {
      expect(channelRuleOf(fields).id, JSON.stringify(fields)).not.toBe(id);
    }
  });
}

describe('a visit’s channel, rule by rule', () => {
  rule(
    'search-ad-click',
    [
      { clickId: 'gclid' },
      { clickId: 'GBRAID', referrer: 'https://www.google.com' },
      { clickId: 'wbraid', utmSource: 'newsletter' },
      { clickId: 'msclkid', utmSource: 'bing', utmMedium: 'cpc' },
    ],
    [{ clickId: 'gclid-but-longer' }, { clickId: 'fbclid' }],
  );
  rule(
    'social-ad-click',
    [
      { clickId: 'ttclid' },
      { clickId: 'li_fat_id', referrer: 'https://www.linkedin.com' },
      { clickId: 'twclid', utmCampaign: 'launch' },
    ],
    [{ clickId: 'fbclid', referrer: 'https://l.facebook.com' }],
  );
  rule(
    'paid-social',
    [
      { utmSource: 'facebook', utmMedium: 'cpc' },
      { utmSource: 'FB', utmMedium: 'paid' },
      { utmSource: 'LinkedIn.com', utmMedium: 'PPC' },
      { utmSource: 'https://m.facebook.com:443/ads', utmMedium: 'cpm' },
      { utmMedium: 'paid_social' },
      { utmMedium: 'paid-social', referrer: 'https://www.google.com' },
      { utmMedium: 'cpc', referrer: 'https://l.instagram.com' },
    ],
    [{ utmSource: 'facebook', utmMedium: 'social' }],
  );
  rule(
    'display',
    [
      { utmSource: 'google', utmMedium: 'display' },
      { utmMedium: 'Banner' },
      { utmSource: 'dv360', utmMedium: 'cpm' },
      { utmMedium: 'interstitial' },
    ],
    [{ utmSource: 'instagram', utmMedium: 'cpm' }],
  );
  rule(
    'paid-search',
    [
      { utmMedium: 'cpc' },
      { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'brand-q4' },
      { utmSource: 'bing', utmMedium: 'ppc' },
      { utmSource: 'google.co.in', utmMedium: 'paidsearch' },
      { utmSource: 'adwords', utmMedium: 'paid_search' },
      { utmSource: 'Ｇｏｏｇｌｅ', utmMedium: 'ＣＰＣ' },
      { utmMedium: '  retargeting  ' },
    ],
    [{ utmSource: 'taboola', utmMedium: 'cpc' }],
  );
  rule(
    'paid-other',
    [
      { utmSource: 'taboola', utmMedium: 'cpc' },
      { utmSource: 'newsletter', utmMedium: 'paid' },
      { utmMedium: 'cpv', referrer: 'https://partner.example' },
    ],
    [{ utmMedium: 'affiliate' }],
  );
  rule(
    'email',
    [
      { utmMedium: 'email' },
      { utmSource: 'Newsletter', utmCampaign: 'november' },
      { utmSource: 'e-mail' },
      { utmMedium: 'E_Mail', referrer: 'https://mail.google.com' },
      { utmSource: 'mailchimp', utmMedium: 'e mail' },
    ],
    [{ utmSource: 'emails-of-jane' }, { utmMedium: 'email-cpc' }],
  );
  rule(
    'ai-assistant',
    [
      { referrer: 'https://chatgpt.com' },
      { utmSource: 'chatgpt.com' },
      { referrer: 'https://chat.openai.com' },
      { referrer: 'https://www.perplexity.ai' },
      { referrer: 'https://gemini.google.com' },
      { referrer: 'https://copilot.microsoft.com' },
      { referrer: 'https://claude.ai' },
      { utmSource: 'perplexity', utmCampaign: 'x' },
      { referrer: 'HTTPS://CHATGPT.COM:8443' },
    ],
    [{ referrer: 'https://chatgpt.com.evil.example' }, { referrer: 'https://notclaude.ai' }],
  );
  rule(
    'organic-social',
    [
      { referrer: 'https://l.facebook.com' },
      { referrer: 'https://lm.facebook.com' },
      { referrer: 'https://www.linkedin.com' },
      { referrer: 'https://t.co' },
      { referrer: 'https://out.reddit.com' },
      { utmSource: 'instagram' },
      { utmSource: 'linkedin', utmMedium: 'social' },
      { utmMedium: 'social-media' },
      { utmMedium: 'sm', utmCampaign: 'launch' },
      { clickId: 'fbclid' },
      { utmCampaign: 'brand-q4', referrer: 'https://www.youtube.com' },
    ],
    [{ referrer: 'https://notfacebook.com' }, { referrer: 'https://facebook.com.example' }],
  );
  rule(
    'organic-search',
    [
      { referrer: 'https://www.google.com' },
      { referrer: 'https://www.google.co.in' },
      { referrer: 'https://www.google.com.au' },
      { referrer: 'https://news.google.de' },
      { referrer: 'https://www.bing.com' },
      { referrer: 'https://duckduckgo.com' },
      { referrer: 'https://search.yahoo.co.jp' },
      { referrer: 'https://yandex.ru' },
      { referrer: 'https://search.brave.com' },
      { utmSource: 'google', utmMedium: 'organic' },
      { utmMedium: 'organic' },
    ],
    [
      { referrer: 'https://google.evil.example' },
      { referrer: 'https://mygoogle.com' },
      { referrer: 'https://brave.com' },
    ],
  );
  rule('referral-medium', [
    { utmSource: 'partner-blog', utmMedium: 'referral' },
    { utmMedium: 'app' },
    { utmMedium: 'LINK', referrer: 'https://partner.example' },
  ]);
  rule(
    'campaign',
    [
      { utmCampaign: 'brand-q4' },
      { utmSource: 'partner-blog' },
      { utmSource: 'partner-blog', referrer: 'https://www.google.com' },
      { utmMedium: 'affiliate' },
      { utmSource: 'x'.repeat(10_000) },
      { utmCampaign: '<script>alert(1)</script>' },
      { utmSource: '\u0000\u202e', utmMedium: 'qr' },
    ],
    [{ utmCampaign: '   ' }],
  );
  rule('referrer', [
    { referrer: 'https://partner.example' },
    { referrer: 'https://www.example.org:8080' },
    { referrer: 'https://xn--bcher-kva.example' },
    { referrer: 'https://mail.google.com.partner.example' },
    { referrer: 'not an address at all' },
  ]);
  rule('direct', [
    {},
    { referrer: '' },
    { utmSource: '   ', utmMedium: '', utmCampaign: null },
    { clickId: 'unknown_click_id' },
    { referrer: 'https://' },
  ]);

  it('tests every rule, and no rule twice', () => {
    expect([...tested].sort()).toEqual(CHANNEL_RULES.map((found) => found.id).sort());
    expect(new Set(CHANNEL_RULES.map((found) => found.id)).size).toBe(CHANNEL_RULES.length);
  });
});

describe('a visit’s channel, from any input', () => {
  it('puts a missing note, and values of the wrong type, in direct', () => {
    expect(visitChannel(null)).toBe('direct');
    expect(visitChannel(undefined)).toBe('direct');
    const wrong = { utmSource: 42, referrer: { host: 'google.com' } } as unknown as ChannelFields;
    expect(visitChannel(wrong)).toBe('direct');
  });

  it('reads only the start of a long value', () => {
    const started = performance.now();
    expect(visitChannel({ referrer: `https://${'a.'.repeat(500_000)}google.com` })).toBe(
      'referral',
    );
    expect(visitChannel({ utmSource: `google${' '.repeat(1_000_000)}`, utmMedium: 'cpc' })).toBe(
      'paid_search',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('always answers one of the nine keys', () => {
    const values = ['', 'google', 'cpc', 'https://t.co', 'gclid', '💥', 'e-mail', 'x'.repeat(300)];
    for (const utmSource of values)
      for (const utmMedium of values)
        for (const referrer of values)
          expect(
            isChannel(visitChannel({ utmSource, utmMedium, referrer, clickId: referrer })),
          ).toBe(true);
  });
});

describe('siteHost', () => {
  it.each([
    ['https://www.google.com', 'google.com'],
    ['https://M.Facebook.com:8443', 'facebook.com'],
    ['https://l.facebook.com', 'facebook.com'],
    ['https://www.m.example.com/', 'example.com'],
    ['http://user:pass@www.Example.com./path?q=1', 'example.com'],
    ['www.linkedin.com:443', 'linkedin.com'],
    ['Google', 'google'],
    ['', ''],
  ])('reads %j as %j', (value, host) => {
    expect(siteHost(value)).toBe(host);
  });
});

describe('the channels', () => {
  it('keep their stored keys: a key is never renamed', () => {
    expect(CHANNEL_KEYS).toEqual([
      'direct',
      'organic_search',
      'paid_search',
      'organic_social',
      'paid_social',
      'email',
      'referral',
      'ai_assistant',
      'other_campaign',
    ]);
    expect(isChannel('toString')).toBe(false);
    expect(isChannel('Direct')).toBe(false);
  });

  it('read every click id the visit’s note keeps', () => {
    const read = [...SEARCH_AD_CLICK_IDS, ...SOCIAL_AD_CLICK_IDS, ...SOCIAL_CLICK_IDS];
    expect([...read].sort()).toEqual([...CLICK_IDS].sort());
  });

  it('are each reached by a rule, and the last rule takes any visit', () => {
    expect(new Set(CHANNEL_RULES.map((found) => found.channel))).toEqual(new Set(CHANNEL_KEYS));
    expect(CHANNEL_RULES.at(-1)?.id).toBe('direct');
  });
});

/** The rows of the table between the markers in docs/privacy.md, cell by cell. */
function documentedRules(): string[][] {
  const doc = readFileSync('docs/privacy.md', 'utf8');
  const table = doc.split('<!-- channel-rules -->')[1]?.split('<!-- /channel-rules -->')[0] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    );
}

it('docs/privacy.md’s table of the channel rules is the module’s, in its order', () => {
  const expected = CHANNEL_RULES.map((found, index) => [
    String(index + 1),
    found.when,
    `${CHANNELS[found.channel]} (\`${found.channel}\`)`,
  ]);
  expect(documentedRules()).toEqual(expected);
});
