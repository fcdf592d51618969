import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_FIELDS, type LeadSource, sourceLabel } from '@/lib/quote/lead-source';
import { DAY_MS, HOUR_MS } from '@/lib/time/day';
import {
  durationText,
  median,
  summarize,
  type SummaryQuote,
  weekStart,
} from '@/worker/lead-logic/lead-summary';
import {
  addWorkingHours,
  receivedBeforeWorkingHours,
  workingDayDeadline,
  workingMsBetween,
} from '@/worker/lead-logic/working-hours';
import { renderSummary } from './lead-summary';

const none = Object.fromEntries(LEAD_SOURCE_FIELDS.map((field) => [field, null])) as LeadSource;

// A Thursday: its week starts on Monday 2026-11-23, the twelfth week's first Monday is 2026-09-07.
const now = new Date('2026-11-26T12:00:00Z');

function quote(receivedAt: string, overrides: Partial<SummaryQuote> = {}): SummaryQuote {
  return {
    receivedAt,
    service: 'Web Development',
    pageurl: 'https://www.example.com/contact/',
    spam: false,
    source: null,
    ...overrides,
  };
}

describe('npm run quotes -- --summary', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStart(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('counts leads per week for twelve weeks, spam apart, older quotes left out', () => {
    const summary = summarize(
      [
        quote('2026-11-26T09:00:00Z'),
        quote('2026-11-23T00:00:00Z'),
        quote('2026-11-22T23:59:59Z'),
        quote('2026-11-24T10:00:00Z', { spam: true }),
        quote('2026-09-07T00:00:00Z'),
        quote('2026-09-06T23:59:59Z'),
      ],
      now,
    );
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks[0]).toEqual({ start: '2026-09-07', leads: 1, spam: 0, undelivered: 0 });
    expect(summary.weeks[10]).toEqual({ start: '2026-11-16', leads: 1, spam: 0, undelivered: 0 });
    expect(summary.weeks[11]).toEqual({ start: '2026-11-23', leads: 2, spam: 1, undelivered: 0 });
    expect(summary).toMatchObject({ leads: 4, spam: 1, undelivered: 0 });
  });

  it('groups by service, by source (campaign, else referrer, else direct) and by page', () => {
    const campaign = { ...none, utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' };
    const summary = summarize(
      [
        quote('2026-11-25T09:00:00Z', { source: campaign, service: 'AI' }),
        quote('2026-11-25T10:00:00Z', {
          source: { ...campaign, referrer: 'https://www.google.com' },
          pageurl: 'https://www.example.com/services/ai/?utm_source=google',
        }),
        quote('2026-11-25T11:00:00Z', {
          source: { ...none, referrer: 'https://www.bing.com', landingPage: '/blog/' },
          pageurl: 'https://www.example.com/services/ai/',
        }),
        quote('2026-11-25T12:00:00Z', { source: { ...none, landingPage: '/' } }),
        quote('2026-11-25T13:00:00Z'),
        quote('2026-11-25T14:00:00Z', { spam: true, source: campaign, service: 'AI' }),
      ],
      now,
    );
    expect(summary.byService).toEqual([
      ['Web Development', 4],
      ['AI', 1],
    ]);
    expect(summary.bySource).toEqual([
      ['campaign spring', 2],
      ['direct', 2],
      ['referrer www.bing.com', 1],
    ]);
    expect(summary.byPage).toEqual([
      ['/contact/', 3],
      ['/services/ai/', 2],
    ]);
    const text = renderSummary(summary);
    expect(text).toMatch(/2026-11-23 +5 +1/);
    expect(text).toMatch(/campaign spring\s+2/);
  });

  it('counts the leads a channel gave up on, each week and in all, and says so', () => {
    const gaveUp = { chat: true, email: false, jsonWebhook: false };
    const summary = summarize(
      [
        quote('2026-11-26T09:00:00Z', { undelivered: gaveUp }),
        quote('2026-11-25T09:00:00Z', { undelivered: { chat: false, email: false } }),
        quote('2026-11-16T09:00:00Z', { undelivered: gaveUp }),
      ],
      now,
    );
    expect(summary.weeks[11]).toMatchObject({ leads: 2, undelivered: 1 });
    expect(summary.weeks[10]).toMatchObject({ leads: 1, undelivered: 1 });
    expect(summary.undelivered).toBe(2);
    const text = renderSummary(summary);
    expect(text).toMatch(/Week of +Leads +Spam +Undelivered/);
    expect(text).toMatch(/2026-11-23 +2 +0 +1/);
    expect(text).toContain('2 leads not delivered on every channel');
  });

  it('names a campaign-less source by its utm_source and medium, or its click id', () => {
    expect(sourceLabel({ ...none, utmSource: 'newsletter', utmMedium: 'email' })).toBe(
      'newsletter / email',
    );
    expect(sourceLabel({ ...none, clickId: 'gclid' })).toBe('ad click (gclid)');
    expect(sourceLabel(null)).toBe('direct');
  });

  it('gives a lead one working day: the weekend does not count', () => {
    const due = (received: string) => workingDayDeadline(new Date(received)).toISOString();
    expect(due('2026-11-24T10:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(due('2026-11-27T15:00:00Z')).toBe('2026-11-30T15:00:00.000Z');
    expect(due('2026-11-28T10:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('tells per source the leads contacted within a working day and those won', () => {
    const spring = { ...none, utmCampaign: 'spring' };
    const summary = summarize(
      [
        quote('2026-11-16T09:00:00Z', {
          source: spring,
          status: 'won',
          contactedAt: '2026-11-16T12:00:00Z',
        }),
        quote('2026-11-16T09:00:00Z', {
          source: spring,
          status: 'contacted',
          contactedAt: '2026-11-18T12:00:00Z',
        }),
        quote('2026-11-16T09:00:00Z', { source: spring }),
        // Its working day is not over: not judged yet.
        quote('2026-11-26T11:00:00Z', { source: spring }),
        quote('2026-11-20T09:00:00Z', { status: 'won', contactedAt: '2026-11-20T10:00:00Z' }),
      ],
      now,
    );
    expect(summary.outcomes).toEqual([
      {
        source: 'campaign spring',
        leads: 4,
        judged: 3,
        contactedWithinDay: 1,
        won: 1,
        contacted: 2,
        // 3 hours and 2 days 3 hours: their mean, the count being even.
        medianWorkingMinutesToContact: (3 * 60 + (2 * 24 + 3) * 60) / 2,
      },
      {
        source: 'direct',
        leads: 1,
        judged: 1,
        contactedWithinDay: 1,
        won: 1,
        contacted: 1,
        medianWorkingMinutesToContact: 60,
      },
    ]);
    expect(renderSummary(summary)).toMatch(
      /campaign spring\s+1 of 3 \(33 %\)\s+1 of 4 \(25 %\)\s+1 day 3 h \(of 2 contacted\)/,
    );
  });
});

describe('working time', () => {
  const at = (iso: string) => new Date(iso);

  it('adds working hours over the weekend: Friday 23:00 and 2 hours is Monday 01:00', () => {
    const plus = (received: string, hours: number) =>
      addWorkingHours(at(received), hours).toISOString();
    expect(plus('2026-11-27T23:00:00Z', 2)).toBe('2026-11-30T01:00:00.000Z');
    expect(plus('2026-11-24T10:00:00Z', 2)).toBe('2026-11-24T12:00:00.000Z');
    expect(plus('2026-11-28T10:00:00Z', 2)).toBe('2026-11-30T02:00:00.000Z');
    expect(plus('2026-11-29T23:30:00Z', 0.5)).toBe('2026-11-30T00:30:00.000Z');
    expect(plus('2026-11-27T22:00:00Z', 2)).toBe('2026-11-28T00:00:00.000Z');
    expect(plus('2026-11-27T23:00:00Z', 5 * 24)).toBe('2026-12-04T23:00:00.000Z');
  });

  it('bounds the receipts due: due by `now` exactly when received by receivedBeforeWorkingHours', () => {
    // Every quarter hour of two weeks, against every hour of them, for 2 and 24 hours.
    const start = Date.parse('2026-11-20T00:00:00Z');
    for (const hours of [2, 24]) {
      for (let now = start; now < start + 14 * DAY_MS; now += HOUR_MS) {
        const bound = receivedBeforeWorkingHours(new Date(now), hours).getTime();
        for (let received = now - 6 * DAY_MS; received <= now; received += 900_000) {
          const due = addWorkingHours(new Date(received), hours).getTime() <= now;
          if (due !== received <= bound) {
            throw new Error(
              `${new Date(received).toISOString()} at ${new Date(now).toISOString()}`,
            );
          }
        }
      }
    }
  });

  it('counts the time between two moments without the weekend', () => {
    const between = (from: string, to: string) => workingMsBetween(at(from), at(to)) / 60_000;
    expect(between('2026-11-27T23:00:00Z', '2026-11-30T01:00:00Z')).toBe(120);
    expect(between('2026-11-28T09:00:00Z', '2026-11-29T18:00:00Z')).toBe(0);
    expect(between('2026-11-24T10:00:00Z', '2026-11-24T11:20:00Z')).toBe(80);
  });
});

describe('the median time to first contact', () => {
  it('is the middle value, the mean of the two middle ones, or none', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNull();
  });

  it('reads in minutes, hours and minutes, or days of 24 working hours and hours', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(80)).toBe('1 h 20 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(24 * 60)).toBe('1 day');
    expect(durationText((3 * 24 + 2) * 60 + 10)).toBe('3 days 2 h');
    expect(durationText(24 * 60 - 1)).toBe('23 h 59 min');
  });

  it('is taken per source among the leads contacted, in working time', () => {
    const contacted = (receivedAt: string, contactedAt: string, source: LeadSource | null) =>
      quote(receivedAt, { source, status: 'contacted', contactedAt });
    const mail = { ...none, utmSource: 'newsletter', utmMedium: 'email' };
    const summary = summarize(
      [
        // Odd: 2 h (Friday 23:00 to Monday 01:00, the weekend not counted), 1 h 20 min, 5 h.
        contacted('2026-11-20T23:00:00Z', '2026-11-23T01:00:00Z', mail),
        contacted('2026-11-24T10:00:00Z', '2026-11-24T11:20:00Z', mail),
        contacted('2026-11-25T09:00:00Z', '2026-11-25T14:00:00Z', mail),
        quote('2026-11-25T10:00:00Z', { source: mail }),
        // None contacted.
        quote('2026-11-25T10:00:00Z'),
        quote('2026-11-25T11:00:00Z', {
          spam: true,
          status: 'contacted',
          contactedAt: now.toISOString(),
        }),
      ],
      now,
    );
    const [newsletter, direct] = summary.outcomes;
    expect(newsletter).toMatchObject({
      source: 'newsletter / email',
      contacted: 3,
      medianWorkingMinutesToContact: 120,
    });
    expect(direct).toMatchObject({
      source: 'direct',
      contacted: 0,
      medianWorkingMinutesToContact: null,
    });
    const text = renderSummary(summary);
    expect(text).toMatch(/newsletter \/ email .*2 h \(of 3 contacted\)/);
    expect(text).toMatch(/direct .*none contacted yet/);
    expect(text).toContain('working time');
  });
});
