// Where a lead's visit came from: read by the wizard from the visit's note, sent in a header
// beside the ten-key body, checked again by the endpoint. A bad value is dropped, never the lead.
import { fitPageUrl } from './page-address';
import { CLICK_IDS } from './visit-note';
import { hasControlCharacter } from '@/lib/text/unseen';

export const LEAD_SOURCE_FIELDS = [
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'clickId',
] as const;

export type LeadSourceField = (typeof LEAD_SOURCE_FIELDS)[number];
export type LeadSource = Record<LeadSourceField, string | null>;

export const LANDING_PAGE_MAX_LENGTH = 1000;
export const CAMPAIGN_VALUE_MAX_LENGTH = 200;
const ORIGIN_MAX_LENGTH = 255;
/** Every field at its longest, percent-encoded, fits with room to spare. */
const HEADER_MAX_LENGTH = 16_384;

function checked(field: LeadSourceField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || hasControlCharacter(text)) return null;
  switch (field) {
    case 'landingPage':
      return text.startsWith('/') && !text.startsWith('//')
        ? fitPageUrl(text, LANDING_PAGE_MAX_LENGTH)
        : null;
    case 'referrer':
      return text.length <= ORIGIN_MAX_LENGTH && isWebOrigin(text) ? text : null;
    case 'clickId':
      return (CLICK_IDS as readonly string[]).includes(text) ? text : null;
    default:
      return text.length <= CAMPAIGN_VALUE_MAX_LENGTH ? text : null;
  }
}

function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

/** The fields that pass their checks; null when none does. */
export function toLeadSource(values: Partial<Record<string, unknown>>): LeadSource | null {
  const source = Object.fromEntries(
    LEAD_SOURCE_FIELDS.map((field) => [field, checked(field, values[field])]),
  ) as LeadSource;
  return Object.values(source).some((value) => value !== null) ? source : null;
}

/** The header's value: the known fields, form-encoded (a header carries ASCII only). */
export function encodeLeadSource(source: LeadSource | null): string {
  const params = new URLSearchParams();
  for (const field of LEAD_SOURCE_FIELDS) {
    const value = source?.[field];
    if (value) params.set(field, value);
  }
  return params.toString();
}

export function parseLeadSource(header: string | null): LeadSource | null {
  if (!header || header.length > HEADER_MAX_LENGTH) return null;
  const params = new URLSearchParams(header);
  return toLeadSource(Object.fromEntries(LEAD_SOURCE_FIELDS.map((f) => [f, params.get(f)])));
}

/**
 * A source's label, and a stored key: the visit counter counts each visit under
 * countedSourceLabel(sourceLabel(source)) (lib/funnel/source-label.ts), and the funnel meets the
 * leads with their counts by the same label. The counts keep no raw source (docs/privacy.md), so
 * rewording a label here splits every count stored under the old wording from the new ones.
 */
export function sourceLabel(source: LeadSource | null): string {
  if (source?.utmCampaign) return `campaign ${source.utmCampaign}`;
  if (source?.utmSource) {
    return `${source.utmSource}${source.utmMedium ? ` / ${source.utmMedium}` : ''}`;
  }
  if (source?.referrer) return `referrer ${referrerHost(source.referrer)}`;
  if (source?.clickId) return `ad click (${source.clickId})`;
  return 'direct';
}

function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).host;
  } catch {
    return referrer;
  }
}
