import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_FIELDS, type LeadSource } from '@/lib/quote/lead-source';
import { validPayload } from '@/tests/fixtures/sample-payload';
import {
  inert,
  leadSubject,
  leadText,
  oneLine,
  quotedLines,
  siteOrigins,
  sourceText,
  webhookBody,
} from './lead-message';

const lead = {
  ...validPayload({ pageurl: 'https://www.example.com/contact/' }),
  id: '6f1c0c3e-2d4b-4c55-9d1e-3f7a0b2c9e11',
  receivedAt: '2026-11-26T10:13:19.512Z',
  source: null,
};

/** The site's origins, as siteOrigins gives them: the lead's page is on the first. */
const ORIGINS = ['https://www.example.com', 'https://partner.test'];

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
    const text = leadText(
      {
        ...lead,
        serviceComment: 'ok\nQuote id: 0',
        budgetComment: '\nSource: google\r\nReceived: yesterday\rName: Mallory',
      },
      ORIGINS,
    );
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
    const text = leadText(
      {
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
      },
      ORIGINS,
    );
    expect(ownLines(text)).toHaveLength(9);
    expect(ownLines(text).map((line) => line.split(':')[0])).toEqual([
      'Name',
      'Mobile number',
      'Email',
      'Service',
      'Budget',
      'Sent from',
      'Source',
      'Received',
      'Quote id',
    ]);
    expect(text).toContain(
      'Source: campaign “spring Budget: $1” (“google Name: Mallory” / “cpc”), term “term Email: x@y[.]test”, ' +
        'content “ad Mobile: 1”, ad click (gclid), from “hxxps://a[.]testSource: direct”, landed on “/x Quote id: 0”',
    );
  });

  it.each(INVISIBLE.map((char) => [char.codePointAt(0)!.toString(16).padStart(4, '0'), char]))(
    'removes U+%s from comments, campaign values and the subject',
    (_, char) => {
      const text = leadText(
        {
          ...lead,
          serviceComment: `pay ${char}later${char}`,
          source: { ...emptySource, utmCampaign: `spr${char}ing` },
        },
        ORIGINS,
      );
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
    const text = chatText({ ...lead, serviceComment: '<!channel>\nhi &lt;!here&gt;' });
    expect(text).toContain(
      'About the service:\n&gt; ＜!channel＞\n&gt; hi &amp;lt;!here&amp;gt;\n',
    );
  });
});

function chatText(value: Parameters<typeof webhookBody>[0]): string {
  return (JSON.parse(webhookBody(value, ORIGINS)) as { text: string }).text;
}

/** What no chat message may carry of a visitor's text: a link, markup that makes one, a mention. */
function expectInert(text: string) {
  expect(text).not.toContain('](');
  expect(text).not.toMatch(/https?:\/\/(?!www\.example\.com\/)/);
  expect(text).not.toContain('evil.example');
  expect(text).not.toMatch(/@(everyone|here|channel|all)\b/);
  expect(text).not.toMatch(/<[@!#]|&lt;[@!#]|<users\//);
  expect(text).not.toMatch(/[*_~`|[\]]/);
}

describe('a visitor’s text in the chat and the e-mail', () => {
  const phishing = '[click](https://evil.example) @everyone';

  it('reaches the chat with no link, no markup and no mention', () => {
    const text = chatText({ ...lead, serviceComment: phishing });
    expectInert(text.replace(/\[\.\]/g, ''));
    expect(text).not.toContain('https://evil.example');
    expect(text).not.toContain('@everyone');
    expect(text).toContain(
      'About the service:\n&gt; ［click］(hxxps://evil[.]example) ＠everyone\n',
    );
  });

  it('is inert in every value the visitor sent: name, comments, the campaign, the referrer, the page', () => {
    const hostile = `${phishing} <@U024BE7LH> <!here> <users/all> @channel *b* _i_ ~s~ \`c\` ||spoiler||`;
    const text = chatText({
      ...lead,
      name: hostile,
      mobile: hostile,
      service: hostile,
      budget: hostile,
      serviceComment: hostile,
      budgetComment: `${hostile}\n${hostile}`,
      source: {
        landingPage: `/${hostile}`,
        referrer: 'https://evil.example',
        utmSource: hostile,
        utmMedium: hostile,
        utmCampaign: hostile,
        utmTerm: hostile,
        utmContent: hostile,
        clickId: hostile,
      },
    });
    // The defanged dots are the message's own brackets: take them out to look for the visitor's.
    expectInert(text.replace(/\[\.\]/g, ''));
    expect(text).toContain('from “hxxps://evil[.]example”');
    expect(text).toContain(
      '＜＠U024BE7LH＞ ＜!here＞ ＜users/all＞ ＠channel ＊b＊ ＿i＿ ～s～ ｀c｀ ｜｜spoiler｜｜',
    );
  });

  it('is the same text in the e-mail, whose clients link addresses too', () => {
    const text = leadText(
      { ...lead, serviceComment: `${phishing} see www.evil.example or 10.0.0.1` },
      ORIGINS,
    );
    expect(text).toContain(
      '> ［click］(hxxps://evil[.]example) ＠everyone see www[.]evil[.]example or 10[.]0[.]0[.]1',
    );
  });

  it('defangs every scheme and host, and leaves prices, abbreviations and addresses alone', () => {
    expect(inert('ftp://files.evil.example/x')).toBe('ftp[:]//files[.]evil[.]example/x');
    expect(inert('HTTPS://EVIL.EXAMPLE')).toBe('HxxPS://EVIL[.]EXAMPLE');
    expect(inert('about $2.5K, e.g. in Q1, v1.2')).toBe('about $2.5K, e.g. in Q1, v1.2');
    expect(inert('write to asha@example.com, @Ravi')).toBe('write to asha@example[.]com, ＠Ravi');
    expect(inert('a@everyone.example')).toBe('a＠everyone[.]example');
  });

  it.each([
    ['ideographic', '\u3002'],
    ['fullwidth', '\uFF0E'],
    ['halfwidth ideographic', '\uFF61'],
  ])('defangs a host written with the %s full stop, which a browser reads as a dot', (_, dot) => {
    const host = `evil${dot}example`;
    // What the browser opens, so what the chat would link.
    expect(new URL(`https://${host}/`).hostname).toBe('evil.example');
    expect(inert(`see https://${host}/login`)).toBe('see hxxps://evil[.]example/login');
    expect(inert(`www${dot}${host}`)).toBe('www[.]evil[.]example');
    expect(inert(`10${dot}0${dot}0${dot}1`)).toBe('10[.]0[.]0[.]1');
    expect(inert(`a@${host}`)).toBe('a@evil[.]example');
    const text = chatText({ ...lead, serviceComment: `[x](https://${host}) or ${host}` });
    expect(text).not.toContain(host);
    expect(text).toContain('&gt; ［x］(hxxps://evil[.]example) or evil[.]example\n');
  });

  it('keeps an e-mail address the wizard allows exactly as it is, to be written to', () => {
    const text = leadText({ ...lead, email: 'ravi_k@here.example' }, ORIGINS);
    expect(text).toContain('Email: ravi_k@here.example\n');
    expect(leadText({ ...lead, email: '[x](https://evil.example)' }, ORIGINS)).toContain(
      'Email: ［x］(hxxps://evil[.]example)\n',
    );
  });
});

describe('the page a lead was sent from', () => {
  const sentFrom = (pageurl: string, origins: readonly string[] = ORIGINS) =>
    /^Sent from: (.*)$/m.exec(leadText({ ...lead, pageurl }, origins))?.[1];

  it('is shown on the site’s own origin, and on one allowed to post to it', () => {
    expect(sentFrom('https://www.example.com/contact/')).toBe('https://www.example.com/contact/');
    expect(sentFrom('https://partner.test/get-a-quote/')).toBe('https://partner.test/get-a-quote/');
    expect(chatText({ ...lead })).toContain('\nSent from: https://www.example.com/contact/\n');
  });

  it('is not shown from another origin, not even defanged', () => {
    for (const pageurl of [
      'https://evil.example/contact/',
      'http://www.example.com/contact/',
      'https://www.example.com.evil.example/',
      'https://www.example.com@evil.example/',
      'https://partner.test:8443/',
      'not a url',
    ]) {
      expect(sentFrom(pageurl)).toBe('another site (not linked)');
      expect(chatText({ ...lead, pageurl })).not.toContain('evil');
    }
  });

  it('says it is not shown when the site’s own origin is not configured', () => {
    expect(sentFrom('https://www.example.com/contact/', [])).toBe(
      'not shown (the site’s own address is not configured)',
    );
  });

  it('on the site, drops the query and the fragment and encodes what a chat reads as markup', () => {
    expect(sentFrom('https://www.example.com/contact/?next=https://evil.example#@everyone')).toBe(
      'https://www.example.com/contact/',
    );
    expect(sentFrom('https://www.example.com/[x](https://evil.example)/*_~|@')).toBe(
      'https://www.example.com/%5Bx%5D%28https%3A//evil.example%29/%2A%5F%7E%7C%40',
    );
  });

  it('takes the origins from SITE_URL and QUOTE_ALLOWED_ORIGINS, as origins', () => {
    expect(
      siteOrigins({
        SITE_URL: 'https://WWW.Example.com/',
        QUOTE_ALLOWED_ORIGINS:
          ' https://partner.test , ftp://files.test, nonsense,https://www.example.com',
      }),
    ).toEqual(['https://www.example.com', 'https://partner.test']);
    expect(siteOrigins({})).toEqual([]);
  });
});

const emptySource = Object.fromEntries(
  LEAD_SOURCE_FIELDS.map((field) => [field, null]),
) as LeadSource;
