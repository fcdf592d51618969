import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_FIELDS, type LeadSource } from '@/lib/quote/lead-source';
import { validPayload } from '@/lib/quote/sample-payload';
import {
  leadSubject,
  leadText,
  oneLine,
  quotedLines,
  sourceText,
  webhookBody,
} from './lead-message';

const lead = {
  ...validPayload({ pageurl: 'https://www.example.com/contact/' }),
  id: '6f1c0c3e-2d4b-4c55-9d1e-3f7a0b2c9e11',
  receivedAt: '2026-11-26T10:13:19.512Z',
  source: null,
};

/** The lines of the message that are its own: not quoted text. */
function ownLines(text: string): string[] {
  return text.split('\n').filter((line) => !line.startsWith('>'));
}

/** Every format character the message must not carry, and the line and paragraph separators. */
const INVISIBLE = [
  ...'\u202a\u202b\u202c\u202d\u202e',
  ...'\u2066\u2067\u2068\u2069',
  ...'\u200e\u200f\u2028\u2029',
  ...'\u200b\u200c\u200d\ufeff\u061c',
  // Other Cf: the soft hyphen, the word joiner, an interlinear annotation, a tag character.
  ...'\u00ad\u2060\ufff9',
  '\u{e0041}',
];

describe('the sales message', () => {
  it('keeps a comment that tries to forge the quote id or the source inside its quote', () => {
    const text = leadText({
      ...lead,
      serviceComment: 'ok\nQuote id: 0',
      budgetComment: '\nSource: google\r\nReceived: yesterday\rName: Mallory',
    });
    expect(ownLines(text).filter((line) => line.startsWith('Quote id:'))).toEqual([
      `Quote id: ${lead.id}`,
    ]);
    expect(ownLines(text).some((line) => /^(Source|Received: y|Name: M)/.test(line))).toBe(false);
    expect(text).toContain('About the service:\n> ok\n> Quote id: 0\nBudget:');
    expect(text).toContain(
      'About the budget:\n> Source: google\n> Received: yesterday\n> Name: Mallory\nSent from:',
    );
  });

  it('cannot be given a line by a campaign value, a referrer or a landing page', () => {
    const text = leadText({
      ...lead,
      source: {
        landingPage: '/x\nQuote id: 0',
        referrer: 'https://a.test\u2028Source: direct',
        utmSource: 'google\r\nName: Mallory',
        utmMedium: 'cpc',
        utmCampaign: 'spring\u0085Budget: $1',
        utmTerm: 'term\u000bEmail: x@y.test',
        utmContent: 'ad\u000cMobile: 1',
        clickId: 'gclid',
      },
    });
    expect(ownLines(text)).toHaveLength(9);
    expect(ownLines(text).map((line) => line.split(':')[0])).toEqual([
      'Name',
      'Mobile',
      'Email',
      'Service',
      'Budget',
      'Sent from',
      'Source',
      'Received',
      'Quote id',
    ]);
    expect(text).toContain(
      'Source: campaign “spring Budget: $1” (“google Name: Mallory” / “cpc”), term “term Email: x@y.test”, ' +
        'content “ad Mobile: 1”, ad click (gclid), from “https://a.testSource: direct”, landed on “/x Quote id: 0”',
    );
  });

  it.each(INVISIBLE.map((char) => [char.codePointAt(0)!.toString(16).padStart(4, '0'), char]))(
    'removes U+%s from comments, campaign values and the subject',
    (_, char) => {
      const text = leadText({
        ...lead,
        serviceComment: `pay ${char}later${char}`,
        source: { ...emptySource, utmCampaign: `spr${char}ing` },
      });
      expect(text).not.toContain(char);
      expect(text).toContain('> pay later');
      expect(text).toContain('campaign “spring”');
      expect(leadSubject({ ...lead, name: `As${char}ha` })).toBe(
        'New quote request: Asha, Web Development, $10K - $50K',
      );
    },
  );

  it('keeps the letters and marks of any script, and emoji', () => {
    expect(oneLine('José Zoë नमस्ते 😀')).toBe('José Zoë नमस्ते 😀');
    expect(quotedLines('Hola\n\nما هو السعر؟')).toEqual(['> Hola', '>', '> ما هو السعر؟']);
  });

  it('drops the blank lines around a comment and folds a one-line value', () => {
    expect(quotedLines('\n\nfirst\n  second  \n\n')).toEqual(['> first', '>   second']);
    expect(oneLine('  a\r\n  b  \n')).toBe('a b');
  });

  it('says nothing of a source with nothing in it, and quotes what there is', () => {
    expect(sourceText(emptySource)).toBe('');
    expect(sourceText({ ...emptySource, utmSource: 'newsletter', clickId: 'fbclid' })).toBe(
      '“newsletter”, ad click (fbclid)',
    );
  });

  it('sends the same quoted text to the chat webhook, with Slack’s markup escaped', () => {
    const { text } = JSON.parse(webhookBody({ ...lead, serviceComment: '<!channel>\nhi' })) as {
      text: string;
    };
    expect(text).toContain('About the service:\n&gt; &lt;!channel&gt;\n&gt; hi\n');
  });
});

const emptySource = Object.fromEntries(
  LEAD_SOURCE_FIELDS.map((field) => [field, null]),
) as LeadSource;
