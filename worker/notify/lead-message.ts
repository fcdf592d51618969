import type { LeadSource } from '@/lib/quote/lead-source';

type LeadField =
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
type Lead = Record<LeadField, string> & { source?: LeadSource | null };

/**
 * Characters that change how the text around them reads without showing themselves: Unicode's
 * format characters (Cf: the bidi embeddings, overrides and isolates, the left-to-right and
 * right-to-left and Arabic letter marks, zero-width spaces and joiners, the byte order mark ...)
 * and the line and paragraph separators. A visitor could use them to make "Quote id" read as
 * something else, or one value look like two.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/gu;
/** Control characters other than the tab and the line breaks, which a message has no use for. */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085]/;

function visible(text: string): string {
  return text.replace(INVISIBLE, '').replace(CONTROL, '');
}

/** A visitor's value on one line: invisible characters out, line breaks folded into spaces. */
export function oneLine(text: string): string {
  return visible(text)
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/** A value as the visitor's words, in quotation marks: it cannot pass for the message's own. */
function quoted(text: string): string {
  return `“${oneLine(text)}”`;
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
  return lines.map((line) => (line ? `> ${line}` : '>'));
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
    source.clickId && `ad click (${oneLine(source.clickId)})`,
    source.referrer && `from ${quoted(source.referrer)}`,
    source.landingPage && `landed on ${quoted(source.landingPage)}`,
  ];
  return parts.filter(Boolean).join(', ');
}

export function leadSubject(lead: Lead): string {
  return `New quote request: ${oneLine(lead.name)}, ${oneLine(lead.service)}, ${oneLine(lead.budget)}`;
}

/**
 * The lead as plain text, for a chat message or an e-mail. Each line is the message's own: the
 * values the wizard checked (name, mobile, e-mail, the choices, the page) stay on their line,
 * and what the visitor wrote freely (the comments) and the campaign's values are quoted.
 */
export function leadText(lead: Lead): string {
  const comment = (title: string, text: string) =>
    oneLine(text) ? [`${title}:`, ...quotedLines(text)] : [];
  const lines = [
    `Name: ${oneLine(lead.name)}`,
    `Mobile: ${oneLine(lead.mobile)}`,
    `Email: ${oneLine(lead.email)}`,
    `Service: ${oneLine(lead.service)}`,
    ...comment('About the service', lead.serviceComment),
    `Budget: ${oneLine(lead.budget)}`,
    ...comment('About the budget', lead.budgetComment),
    `Sent from: ${oneLine(lead.pageurl)}`,
    ...(lead.source ? [`Source: ${sourceText(lead.source)}`] : []),
    `Received: ${lead.receivedAt}`,
    `Quote id: ${lead.id}`,
  ];
  return lines.join('\n');
}

/** A Slack-compatible body (Slack, Google Chat and Teams workflows read `text`). */
export function webhookBody(lead: Lead): string {
  // Slack reads <...> as links and mentions: a visitor's words must stay words.
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return JSON.stringify({ text: escape(`${leadSubject(lead)}\n${leadText(lead)}`) });
}
