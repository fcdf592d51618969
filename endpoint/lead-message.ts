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

/** The visit's source in one line: the campaign, the click, the referrer, the landing page. */
export function sourceText(source: LeadSource): string {
  const origin = [source.utmSource, source.utmMedium].filter(Boolean).join(' / ');
  const parts = [
    source.utmCampaign ? `campaign ${source.utmCampaign}${origin ? ` (${origin})` : ''}` : origin,
    source.utmTerm && `term ${source.utmTerm}`,
    source.utmContent && `content ${source.utmContent}`,
    source.clickId && `ad click (${source.clickId})`,
    source.referrer && `from ${source.referrer}`,
    source.landingPage && `landed on ${source.landingPage}`,
  ];
  return parts.filter(Boolean).join(', ');
}

export function leadSubject(lead: Lead): string {
  return `New quote request: ${lead.name}, ${lead.service}, ${lead.budget}`;
}

/** The lead as plain text, for a chat message or an e-mail. */
export function leadText(lead: Lead): string {
  const lines = [
    `Name: ${lead.name}`,
    `Mobile: ${lead.mobile}`,
    `Email: ${lead.email}`,
    `Service: ${lead.service}`,
    ...(lead.serviceComment ? [`About the service: ${lead.serviceComment}`] : []),
    `Budget: ${lead.budget}`,
    ...(lead.budgetComment ? [`About the budget: ${lead.budgetComment}`] : []),
    `Sent from: ${lead.pageurl}`,
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
