import {
  isMessageField,
  LEAD_FIELDS,
  LEAD_LABELS,
  type LeadFieldSpec,
  type LeadValues,
  type MessageField,
} from '@/lib/quote/fields';
import type { LeadSource } from '@/lib/quote/lead-source';
import { isValidEmail } from '@/lib/quote/rules';
import { unseenCleaner } from '@/lib/text/unseen';
import { splitList } from '@/worker/http/cors';
import { setting, type WorkerSettings } from '@/worker/settings';

/** What the message shows of a lead: the fields of its model the visitor gave, and its ids. */
export type LeadMessageInput = LeadValues<MessageField> & {
  id: string;
  receivedAt: string;
  source?: LeadSource | null;
};

// Control and format characters could disguise a value (lib/text/unseen.ts); the tab and line
// breaks stay, as each renderer splits on them itself.
const visible = unseenCleaner({ keep: '\t\n\u000b\u000c\r\u0085' });
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085]/;

export function oneLine(text: string): string {
  return visible(text)
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/** Chat markup (links, `<!channel>`-like tokens, emphasis, code, spoilers, tables). */
const MARKUP = /[*_~`|[\]<>]/g;
/** An @ that a chat could read as a mention: one naming everyone, or one not inside an address. */
const MENTION = /@(?=(?:everyone|here|channel|all)\b)|(?<![\p{L}\p{N}._%+-])@/giu;
/** A URL's scheme: http and https become hxxp and hxxps, another scheme's `://` becomes `[:]//`. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/**
 * What a browser's URL parser (UTS 46) reads as a host name's dot: `.`, and the ideographic,
 * fullwidth and halfwidth ideographic full stops (U+3002, U+FF0E, U+FF61), so `evil。example`
 * opens evil.example. NFKC would not do: it leaves U+3002 as it is, and rewrites a name's letters.
 */
const ANY_DOT = /[.\u3002\uFF0E\uFF61]/g;
/** A dot between a host name's labels (`evil.example`, `www.evil`): a letter or digit, two letters. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}-])[.\u3002\uFF0E\uFF61](?=\p{L}{2})/gu;
const IPV4 = /\b\d{1,3}(?:[.\u3002\uFF0E\uFF61]\d{1,3}){3}\b/g;

/**
 * A visitor's text as words for every chat and mail client: never a link (a phishing page under
 * the company's name), never a mention pinging the channel. Visible look-alikes, because backslash
 * escapes show in Slack and Google Chat and zero-width characters break copying; URLs defanged
 * as `hxxps://evil[.]example` still show where they pointed.
 */
export function inert(text: string): string {
  return text
    .replace(MARKUP, fullwidth)
    .replace(MENTION, '＠')
    .replace(SCHEME, (_, scheme: string) =>
      /^https?$/i.test(scheme) ? `${scheme.replace(/tt/i, 'xx')}://` : `${scheme}[:]//`,
    )
    .replace(DOMAIN_DOT, '[.]')
    .replace(IPV4, (address) => address.replace(ANY_DOT, '[.]'));
}

function fullwidth(char: string): string {
  return String.fromCharCode(char.charCodeAt(0) + 0xfee0);
}

function shown(text: string): string {
  return inert(oneLine(text));
}

/** A value as the visitor's words, in quotation marks: it cannot pass for the message's own. */
function quoted(text: string): string {
  return `“${shown(text)}”`;
}

/** Each line quoted with "> ", so "ok\nQuote id: 0" cannot forge the message's own lines. */
export function quotedLines(text: string): string[] {
  const lines = visible(text)
    .split(LINE_BREAK)
    .map((line) => line.trimEnd());
  while (lines.length > 1 && !lines[0]) lines.shift();
  while (lines.length > 1 && !lines.at(-1)) lines.pop();
  return lines.map((line) => (line ? `> ${inert(line)}` : '>'));
}

export function sourceText(source: LeadSource): string {
  const origin = [source.utmSource, source.utmMedium]
    .filter((value): value is string => Boolean(value))
    .map(quoted)
    .join(' / ');
  const parts = [
    source.utmCampaign
      ? `campaign ${quoted(source.utmCampaign)}${origin ? ` (${origin})` : ''}`
      : origin,
    source.utmTerm && `term ${quoted(source.utmTerm)}`,
    source.utmContent && `content ${quoted(source.utmContent)}`,
    source.clickId && `ad click (${shown(source.clickId)})`,
    source.referrer && `from ${quoted(source.referrer)}`,
    source.landingPage && `landed on ${quoted(source.landingPage)}`,
  ];
  return parts.filter(Boolean).join(', ');
}

export function leadSubject(lead: LeadMessageInput): string {
  return `New quote request: ${shown(lead.name)}, ${shown(lead.service)}, ${shown(lead.budget)}`;
}

/** The origins a lead's page may be shown from. */
export function siteOrigins(env: WorkerSettings): string[] {
  const origins = new Set<string>();
  for (const value of [
    setting(env, 'SITE_URL'),
    ...splitList(setting(env, 'QUOTE_ALLOWED_ORIGINS')),
  ]) {
    const origin = webOrigin(value);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

function webOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `pageurl` is the visitor's to write: as it came, it would be a link anywhere in a message the
 * sales team trusts. So only on the site's origins, without query or fragment, and with markup
 * characters percent-encoded (the same page).
 */
function sentFrom(pageurl: string, origins: readonly string[]): string {
  if (origins.length === 0) return 'not shown (the site’s own address is not configured)';
  let url: URL;
  try {
    url = new URL(oneLine(pageurl));
  } catch {
    return OTHER_SITE;
  }
  if (!origins.includes(url.origin)) return OTHER_SITE;
  const path = url.pathname.replace(
    /[^A-Za-z0-9/.%-]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `${url.origin}${path}`;
}

const OTHER_SITE = 'another site (not linked)';

/**
 * Free text is quoted and every visitor's value inert, but for an e-mail address the wizard's rule
 * allows: it can hold no link or markup, and must stay exact to be written to. The fields come
 * from the lead's model in its order; a field with none in this lead is left out.
 */
export function leadText(lead: LeadMessageInput, origins: readonly string[]): string {
  const values = lead as unknown as Record<string, string | null | undefined>;
  const fields = LEAD_FIELDS.filter(isMessageField).flatMap((field: LeadFieldSpec) => {
    const value = values[field.key];
    if (value === null || value === undefined) return [];
    if (field.paragraphs) {
      return oneLine(value) ? [`${field.label}:`, ...quotedLines(value)] : [];
    }
    return [`${field.label}: ${fieldText(field.key, value, origins)}`];
  });
  const label = LEAD_LABELS;
  const lines = [
    ...fields,
    ...(lead.source ? [`Source: ${sourceText(lead.source)}`] : []),
    `${label.receivedAt}: ${lead.receivedAt}`,
    `${label.id}: ${lead.id}`,
  ];
  return lines.join('\n');
}

/** A one-line value as the message shows it: two fields have a rule of their own. */
function fieldText(key: string, value: string, origins: readonly string[]): string {
  if (key === 'pageurl') return sentFrom(value, origins);
  if (key === 'email' && isValidEmail(oneLine(value))) return oneLine(value);
  return shown(value);
}

/** A Slack-compatible body (Slack, Google Chat and Teams workflows read `text`). */
export function webhookBody(lead: LeadMessageInput, origins: readonly string[]): string {
  return chatBody(`${leadSubject(lead)}\n${leadText(lead, origins)}`);
}

export function chatBody(text: string): string {
  // Slack reads <...> as links and mentions and decodes &lt;: a visitor's `&lt;!channel&gt;`
  // must stay those characters (their own < and > are already fullwidth, inert).
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return JSON.stringify({ text: escape(text) });
}

/** A reminder names the lead as the first message did, and no more of the person. */
export interface ReminderInput {
  id: string;
  name: string;
  service: string;
  receivedAt: string;
  hours: number;
  /** The lead's page in the inbox; null when the inbox has no host. */
  link: string | null;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function reminderSubject(reminder: ReminderInput): string {
  const hours = `${reminder.hours} working hour${reminder.hours === 1 ? '' : 's'}`;
  return `Reminder: still new after ${hours}: ${shown(reminder.name)}, ${shown(reminder.service)}`;
}

export function reminderText(reminder: ReminderInput): string {
  const received = new Date(reminder.receivedAt);
  const since = Number.isNaN(received.getTime())
    ? shown(reminder.receivedAt)
    : `${WEEKDAYS[received.getUTCDay()]} ${received.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return [
    `Waiting since: ${since}`,
    reminder.link
      ? `Open it in the inbox: ${reminder.link}`
      : `${LEAD_LABELS.id}: ${reminder.id} (no link: the inbox’s host, INBOX_HOST, is not set)`,
  ].join('\n');
}

export function reminderWebhookBody(reminder: ReminderInput): string {
  return chatBody(`${reminderSubject(reminder)}\n${reminderText(reminder)}`);
}
