import { describe, expect, it } from 'vitest';
import {
  digestTimeProblem,
  dueDigestWeek,
  lastWeek,
  parseDigestTime,
  timeZoneProblem,
} from './digest-schedule';

const NINE = { hour: 9, minute: 0 };

describe('the digest time setting', () => {
  it('reads HH:MM on a 24-hour clock and refuses anything else', () => {
    expect(parseDigestTime('09:00')).toEqual(NINE);
    expect(parseDigestTime(' 7:30 ')).toEqual({ hour: 7, minute: 30 });
    expect(parseDigestTime('23:59')).toEqual({ hour: 23, minute: 59 });
    for (const bad of ['24:00', '9', '09:60', '9am', '09:00:00', '-1:00', 'off', '', '０９:００']) {
      expect(parseDigestTime(bad)).toBeNull();
    }
    expect(digestTimeProblem('off')).toBeNull();
    expect(digestTimeProblem('OFF')).toBeNull();
    expect(digestTimeProblem('25:00')).toMatch(/DIGEST_TIME must be a time such as 09:00/);
  });

  it('accepts IANA time zones only', () => {
    expect(timeZoneProblem('Asia/Kolkata')).toBeNull();
    expect(timeZoneProblem('UTC')).toBeNull();
    for (const bad of ['Mars/Olympus', 'Asia/Kolkata; DROP', 'x'.repeat(10_000)]) {
      expect(timeZoneProblem(bad)).toMatch(/IANA time zone/);
    }
  });
});

describe('when the digest falls due', () => {
  // Monday 30 November 2026, 09:00 in Kolkata is 03:30 UTC.
  it('is due on Monday from the hour in the owner’s time zone, for the week before', () => {
    expect(dueDigestWeek(new Date('2026-11-30T03:29:00Z'), NINE, 'Asia/Kolkata')).toBeNull();
    expect(dueDigestWeek(new Date('2026-11-30T03:30:00Z'), NINE, 'Asia/Kolkata')).toEqual({
      sentOn: '2026-11-30',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    // Still Monday in Kolkata until 18:29 UTC; Tuesday after.
    expect(dueDigestWeek(new Date('2026-11-30T18:29:00Z'), NINE, 'Asia/Kolkata')).not.toBeNull();
    expect(dueDigestWeek(new Date('2026-11-30T18:30:00Z'), NINE, 'Asia/Kolkata')).toBeNull();
  });

  it('follows the local calendar, not UTC’s', () => {
    // Sunday 29 November 23:00 UTC is already Monday 10:00 in Sydney.
    expect(dueDigestWeek(new Date('2026-11-29T23:00:00Z'), NINE, 'Australia/Sydney')).toEqual({
      sentOn: '2026-11-30',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(dueDigestWeek(new Date('2026-11-29T23:00:00Z'), NINE, 'UTC')).toBeNull();
  });

  it('names the week just ended on any other day', () => {
    expect(lastWeek(new Date('2026-12-03T12:00:00Z'), 'UTC')).toEqual({
      sentOn: '2026-11-30',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(lastWeek(new Date('2026-12-06T12:00:00Z'), 'UTC').sentOn).toBe('2026-11-30');
  });
});
