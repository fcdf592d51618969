import { LEAD_LABELS } from '@/lib/quote/fields';
import type { LeadSource } from '@/lib/quote/lead-source';
import { isValidEmail } from '@/lib/quote/rules';
import { unseenCleaner } from '@/lib/text/unseen';
import { splitList } from '@/worker/quotes/cors';
import { setting, type WorkerSettings } from '@/worker/settings';

type MessageField =
  | 'id'
  | 'receivedAt'
  | 'name'
  | 'mobile'
  | 'email'
  | 'service'
  | 'serviceComment'
  | 'budget'
  | 'budgetComment'
  | 'pageurl';
/** What the message is written from: a stored lead's fields, as the request named them. */
export type LeadMessageInput = Record<MessageField, string> & { source?: LeadSource | null };

/**
 * What a message has no use for and a visitor could use to make "Quote id" read as something
 * else, or one value look like two (lib/text/unseen.ts): the control characters and every format
 * character, but the tab and the line breaks, which each value's renderer splits on itself.
 */
const visible = unseenCleaner({ keep: '\t\n\u000b\u000c\r\u0085' });
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085]/;

/** A visitor's value on one line: invisible characters out, line breaks folded into spaces. */
export function oneLine(text: string): string {
  return visible(text)
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * What chat apps read as markup in a visitor's text, each shown as its fullwidth form (＊ ＿ ～ ｀ ｜
 * ［ ］ ＜ ＞), which no chat reads: links (`[text](url)`, `[text]: url`, `<url|text>`), Slack's and
 * Discord's tokens (`<!channel>`, `<@U123>`, `<#C1>`, Google Chat's `<users/all>`), emphasis,
 * code, spoilers (`||`) and tables.
 */
const MARKUP = /[*_~`|[\]<>]/g;
/** An @ that a chat could read as a mention: one naming everyone, or one not inside an address. */
const MENTION = /@(?=(?:everyone|here|channel|all)\b)|(?<![\p{L}\p{N}._%+-])@/giu;
/** A URL's scheme: http and https become hxxp and hxxps, another scheme's `://` becomes `[:]//`. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** A dot between a host name's labels (`evil.example`, `www.evil`): a letter or digit, two letters. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}-])\.(?=\p{L}{2})/gu;
/** An IPv4 address, whose dots are defanged too. */
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;

/**
 * A visitor's text made inert for every reader of the message: the chats the docs name (Slack,
 * Google Chat, Teams workflows), Discord (its Slack-compatible webhook takes the same body) and
 * the e-mail, whose clients link addresses too. What the visitor wrote must reach the sales team as words: never a
 * link someone could click (a phishing page under the company's name), never a mention that
 * pings the whole channel. Backslash escapes would do in markdown but show in Slack and Google
 * Chat, and a zero-width character would break copying; visible look-alikes read the same
 * everywhere. So markup characters become their fullwidth forms, a mention's @ becomes ＠, and
 * URLs and host names are defanged as security teams write them, `hxxps://evil[.]example`: no
 * chat and no mail client links them, and a reader still sees where they pointed.
 */
export function inert(text: string): string {
  return text
    .replace(MARKUP, fullwidth)
    .replace(MENTION, '＠')
    .replace(SCHEME, (_, scheme: string) =>
      /^https?$/i.test(scheme) ? `${scheme.replace(/tt/i, 'xx')}://` : `${scheme}[:]//`,
    )
    .replace(DOMAIN_DOT, '[.]')
    .replace(IPV4, (address) => address.replaceAll('.', '[.]'));
}

function fullwidth(char: string): string {
  return String.fromCharCode(char.charCodeAt(0) + 0xfee0);
}

/** A visitor's value on one line, inert. */
function shown(text: string): string {
  return inert(oneLine(text));
}

/** A value as the visitor's words, in quotation marks: it cannot pass for the message's own. */
function quoted(text: string): string {
  return `“${shown(text)}”`;
}

/**
 * A visitor's text of several lines as quoted lines, each starting with "> ": no line of theirs
 * can start a line of the message, so "ok\nQuote id: 0" cannot forge the message's own lines.
 */
export function quotedLines(text: string): string[] {
  const lines = visible(text)
    .split(LINE_BREAK)
    .map((line) => line.trimEnd());
  while (lines.length > 1 && !lines[0]) lines.shift();
  while (lines.length > 1 && !lines.at(-1)) lines.pop();
  return lines.map((line) => (line ? `> ${inert(line)}` : '>'));
}

/** The visit's source in one line: the campaign, the click, the referrer, the landing page. */
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

/**
 * The origins a lead's page may be shown from: the site's own (SITE_URL) and those allowed to
 * post to it cross-origin (QUOTE_ALLOWED_ORIGINS).
 */
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
 * The page the lead was sent from, as the message shows it. `pageurl` is the visitor's to write:
 * shown as it came, it is a link to any page, in a message the sales team trusts as the site's.
 * So it is shown only on one of the site's own origins, its origin and path alone (the query and
 * the fragment are anyone's text; the campaign has its own line), every character of the path
 * that a chat could read as markup percent-encoded, which leaves the address the same page.
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
 * The lead as plain text, for a chat message or an e-mail. Each line is the message's own: the
 * values the wizard checked (name, mobile, e-mail, the choices, the page) stay on their line,
 * and what the visitor wrote freely (the comments) and the campaign's values are quoted. Every
 * value the visitor sent is inert, but for an e-mail address the wizard's rule allows (it holds
 * no link, no markup that hides one, and must stay exact to be written to); the page is shown
 * only on one of `origins` (siteOrigins).
 */
export function leadText(lead: LeadMessageInput, origins: readonly string[]): string {
  const comment = (title: string, text: string) =>
    oneLine(text) ? [`${title}:`, ...quotedLines(text)] : [];
  const label = LEAD_LABELS;
  const email = oneLine(lead.email);
  const lines = [
    `${label.name}: ${shown(lead.name)}`,
    `${label.mobile}: ${shown(lead.mobile)}`,
    `${label.email}: ${isValidEmail(email) ? email : shown(lead.email)}`,
    `${label.service}: ${shown(lead.service)}`,
    ...comment(label.serviceComment, lead.serviceComment),
    `${label.budget}: ${shown(lead.budget)}`,
    ...comment(label.budgetComment, lead.budgetComment),
    `${label.pageurl}: ${sentFrom(lead.pageurl, origins)}`,
    ...(lead.source ? [`Source: ${sourceText(lead.source)}`] : []),
    `${label.receivedAt}: ${lead.receivedAt}`,
    `${label.id}: ${lead.id}`,
  ];
  return lines.join('\n');
}

/** A Slack-compatible body (Slack, Google Chat and Teams workflows read `text`). */
export function webhookBody(lead: LeadMessageInput, origins: readonly string[]): string {
  // Slack reads <...> as links and mentions and decodes &lt;: a visitor's `&lt;!channel&gt;`
  // must stay those characters (their own < and > are already fullwidth, inert).
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return JSON.stringify({ text: escape(`${leadSubject(lead)}\n${leadText(lead, origins)}`) });
}
