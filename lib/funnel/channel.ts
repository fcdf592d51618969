// A visit's channel: one of nine, from the visit's note (lib/quote/visit-note.ts) by the first
// rule that matches, in order. Follows GA4's default channel grouping where an owner would (its
// medium patterns and its kinds of source), with AI assistants apart from referral and GA4's
// display, video and "paid other" channels folded into `other_campaign`. docs/privacy.md carries
// the rules as a table; a unit test holds it to CHANNEL_RULES.
import type { ClickId } from '@/lib/quote/visit-note';

/**
 * The stored keys (the counts keep them, per day), with the names the dashboard shows. A key is
 * never renamed or reused: a new channel gets a new key.
 */
export const CHANNELS = {
  direct: 'Direct',
  organic_search: 'Organic search',
  paid_search: 'Paid search',
  organic_social: 'Organic social',
  paid_social: 'Paid social',
  email: 'E-mail',
  referral: 'Referral',
  ai_assistant: 'AI assistant',
  other_campaign: 'Other campaign',
} as const;

export type Channel = keyof typeof CHANNELS;

export const CHANNEL_KEYS = Object.keys(CHANNELS) as Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNEL_KEYS as string[]).includes(value);
}

/** The visit's note as the funnel reads it: any string, as a link or a browser gave it. */
export interface ChannelFields {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  /** Which ad click id the landing address carried (CLICK_IDS), never its value. */
  clickId?: string | null;
  /** The referrer's origin, `https://www.google.com`. */
  referrer?: string | null;
}

/**
 * A site is named by a domain (`bing.com`, matching its subdomains too), by a domain with any
 * country ending (`google.*`: google.co.in, google.de), or by a bare utm_source name without a
 * dot (`fb`), which matches only itself.
 */
export const SEARCH_ENGINES = [
  'google.*',
  'bing.com',
  'yahoo.*',
  'duckduckgo.com',
  'baidu.com',
  'yandex.*',
  'ecosia.org',
  'naver.com',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'ask.com',
  'seznam.cz',
  'sogou.com',
  'daum.net',
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'baidu',
  'yandex',
  'ecosia',
  'naver',
  'brave',
  'startpage',
  'qwant',
] as const;

/** YouTube is here: GA4 gives it a video channel of its own, which this site's funnel has not. */
export const SOCIAL_NETWORKS = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  'twitter.com',
  'x.com',
  't.co',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'pinterest.*',
  'pin.it',
  'reddit.com',
  'quora.com',
  'threads.net',
  'threads.com',
  'bsky.app',
  'mastodon.social',
  'snapchat.com',
  'whatsapp.com',
  'wa.me',
  't.me',
  'telegram.org',
  'discord.com',
  'medium.com',
  'tumblr.com',
  'vk.com',
  'weibo.com',
  'xing.com',
  'facebook',
  'fb',
  'instagram',
  'ig',
  'linkedin',
  'twitter',
  'youtube',
  'tiktok',
  'pinterest',
  'reddit',
  'quora',
  'threads',
  'bluesky',
  'snapchat',
  'whatsapp',
  'telegram',
  'discord',
] as const;

/** GA4 counts these as referral. */
export const AI_ASSISTANTS = [
  'chatgpt.com',
  'chat.openai.com',
  'perplexity.ai',
  'gemini.google.com',
  'bard.google.com',
  'copilot.microsoft.com',
  'copilot.cloud.microsoft',
  'claude.ai',
  'chat.mistral.ai',
  'chat.deepseek.com',
  'grok.com',
  'meta.ai',
  'you.com',
  'phind.com',
  'poe.com',
  'chatgpt',
  'openai',
  'perplexity',
  'gemini',
  'copilot',
  'claude',
  'mistral',
  'deepseek',
  'grok',
] as const;

/** Added by the ad platform to its search ads' links. */
export const SEARCH_AD_CLICK_IDS: readonly ClickId[] = ['gclid', 'gbraid', 'wbraid', 'msclkid'];
/**
 * Added to social networks' ads' links. Not fbclid: Facebook adds it to every link followed out of
 * it, a friend's post as much as an ad.
 */
export const SOCIAL_AD_CLICK_IDS: readonly ClickId[] = ['ttclid', 'li_fat_id', 'twclid'];
/** The shared-link id of an ordinary post (see above). */
export const SOCIAL_CLICK_IDS: readonly ClickId[] = ['fbclid'];

const EMAIL_NAMES = ['email', 'e-mail', 'e_mail', 'e mail', 'newsletter'];
const SOCIAL_MEDIUMS = [
  'social',
  'social-network',
  'social-media',
  'sm',
  'social network',
  'social media',
];
const DISPLAY_MEDIUMS = ['display', 'banner', 'expandable', 'interstitial', 'cpm'];
const REFERRAL_MEDIUMS = ['referral', 'app', 'link'];

/** Longer than any real value; a longer one is cut before it is read. */
const FIELD_MAX_LENGTH = 200;
const HOST_PREFIX = /^(?:www|m|l|lm|mobile)\./;
const COUNTRY_ENDING = /^(?:com?\.)?[a-z]{2,3}$/;

/** Lower case, compatibility forms folded (a full-width Ｇ is a G), at most 200 characters. */
function plain(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value.slice(0, FIELD_MAX_LENGTH).normalize('NFKC').toLowerCase().trim();
}

/**
 * A host from an origin, an address or a bare name: no scheme, path, user, port, trailing dot or
 * `www.`/`m.`/`l.` prefix. A bare name (`google`) stays as it is.
 */
export function siteHost(value: string | null | undefined): string {
  let text = plain(value);
  if (text.includes('://')) {
    try {
      text = new URL(text).hostname;
    } catch {
      text = text.slice(text.indexOf('://') + 3);
    }
  }
  text = text
    .replace(/[/?#].*$/, '')
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.+$/, '');
  while (HOST_PREFIX.test(text)) text = text.replace(HOST_PREFIX, '');
  return text;
}

/** Whether `host` (already siteHost's) is one of `sites`. */
export function isSiteOf(host: string, sites: readonly string[]): boolean {
  if (host === '') return false;
  return sites.some((site) => {
    if (!site.includes('.')) return host === site;
    if (site.endsWith('.*')) {
      // google.com, google.co.in, google.com.au, and their subdomains.
      const name = site.slice(0, -2);
      const labels = host.split('.');
      return labels.some(
        (label, at) => label === name && COUNTRY_ENDING.test(labels.slice(at + 1).join('.')),
      );
    }
    return host === site || host.endsWith(`.${site}`);
  });
}

/** The note, read once for every rule. */
export interface ChannelVisit {
  /** utm_source as a host or name; without it, the referrer's host. */
  source: string;
  medium: string;
  /** Whether a utm_source, utm_medium or utm_campaign came with the visit. */
  tagged: boolean;
  clickId: string;
  /** The referrer's host, or empty. */
  referrer: string;
}

export function channelVisit(fields: ChannelFields | null | undefined): ChannelVisit {
  const utmSource = siteHost(fields?.utmSource);
  const medium = plain(fields?.utmMedium);
  const referrer = siteHost(fields?.referrer);
  return {
    source: utmSource || referrer,
    medium,
    tagged: utmSource !== '' || medium !== '' || plain(fields?.utmCampaign) !== '',
    clickId: plain(fields?.clickId),
    referrer,
  };
}

/** GA4's paid medium: `^(.*cp.*|ppc|retargeting|paid.*)$`. */
function isPaidMedium(medium: string): boolean {
  return (
    medium.includes('cp') ||
    medium === 'ppc' ||
    medium === 'retargeting' ||
    medium.startsWith('paid')
  );
}

function carries(visit: ChannelVisit, clickIds: readonly ClickId[]): boolean {
  return (clickIds as readonly string[]).includes(visit.clickId);
}

export interface ChannelRule {
  /** Stable: the tests and the doc's table name the rule by it. */
  id: string;
  channel: Channel;
  /** The rule in words, as docs/privacy.md's table shows it. */
  when: string;
  matches(visit: ChannelVisit): boolean;
}

/** In order: the first that matches decides. */
export const CHANNEL_RULES: readonly ChannelRule[] = [
  {
    id: 'search-ad-click',
    channel: 'paid_search',
    when: 'a search ad click id: `gclid`, `gbraid`, `wbraid`, `msclkid`',
    matches: (v) => carries(v, SEARCH_AD_CLICK_IDS),
  },
  {
    id: 'social-ad-click',
    channel: 'paid_social',
    when: 'a social ad click id: `ttclid`, `li_fat_id`, `twclid`',
    matches: (v) => carries(v, SOCIAL_AD_CLICK_IDS),
  },
  {
    id: 'paid-social',
    channel: 'paid_social',
    when: 'a paid medium (`cpc`, `ppc`, `paid…`, `retargeting`, any with `cp`) and a social network as source, or a medium naming `social`',
    matches: (v) =>
      isPaidMedium(v.medium) &&
      (isSiteOf(v.source, SOCIAL_NETWORKS) || v.medium.includes('social')),
  },
  {
    id: 'display',
    channel: 'other_campaign',
    when: 'a display medium: `display`, `banner`, `expandable`, `interstitial`, `cpm`',
    matches: (v) => DISPLAY_MEDIUMS.includes(v.medium),
  },
  {
    id: 'paid-search',
    channel: 'paid_search',
    when: 'a paid medium with a search engine as source, with no source, or naming `search`',
    matches: (v) =>
      isPaidMedium(v.medium) &&
      (v.source === '' || isSiteOf(v.source, SEARCH_ENGINES) || v.medium.includes('search')),
  },
  {
    id: 'paid-other',
    channel: 'other_campaign',
    when: 'a paid medium with any other source',
    matches: (v) => isPaidMedium(v.medium),
  },
  {
    id: 'email',
    channel: 'email',
    when: 'source or medium `email`, `e-mail`, `e_mail`, `e mail` or `newsletter`',
    matches: (v) => EMAIL_NAMES.includes(v.source) || EMAIL_NAMES.includes(v.medium),
  },
  {
    id: 'ai-assistant',
    channel: 'ai_assistant',
    when: 'an AI assistant as source (`chatgpt.com`, `perplexity.ai`, `gemini.google.com`, `copilot.microsoft.com`, `claude.ai`, …)',
    matches: (v) => isSiteOf(v.source, AI_ASSISTANTS),
  },
  {
    id: 'organic-social',
    channel: 'organic_social',
    when: 'a social network as source, a social medium (`social`, `social-media`, `sm`, …), or `fbclid`',
    matches: (v) =>
      isSiteOf(v.source, SOCIAL_NETWORKS) ||
      SOCIAL_MEDIUMS.includes(v.medium) ||
      carries(v, SOCIAL_CLICK_IDS),
  },
  {
    id: 'organic-search',
    channel: 'organic_search',
    when: 'a search engine as source, or medium `organic`',
    matches: (v) => isSiteOf(v.source, SEARCH_ENGINES) || v.medium === 'organic',
  },
  {
    id: 'referral-medium',
    channel: 'referral',
    when: 'medium `referral`, `app` or `link`',
    matches: (v) => REFERRAL_MEDIUMS.includes(v.medium),
  },
  {
    id: 'campaign',
    channel: 'other_campaign',
    when: 'any other `utm_source`, `utm_medium` or `utm_campaign`',
    matches: (v) => v.tagged,
  },
  {
    id: 'referrer',
    channel: 'referral',
    when: 'another site as referrer',
    matches: (v) => v.referrer !== '',
  },
  {
    id: 'direct',
    channel: 'direct',
    when: 'nothing of the above: no campaign, no click id, no referrer',
    matches: () => true,
  },
];

/** The rule that puts the visit in its channel. */
export function channelRuleOf(fields: ChannelFields | null | undefined): ChannelRule {
  const visit = channelVisit(fields);
  // The last rule matches any visit.
  return CHANNEL_RULES.find((rule) => rule.matches(visit)) ?? CHANNEL_RULES.at(-1)!;
}

export function visitChannel(fields: ChannelFields | null | undefined): Channel {
  return channelRuleOf(fields).channel;
}
