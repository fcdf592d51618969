// When the week's digest falls due: on Monday, from the owner's hour in the owner's time zone
// (DIGEST_TIME, DIGEST_TIME_ZONE), until that Monday ends there. A Worker down all Monday sends no
// stale digest on Tuesday; the next one comes the Monday after.
import { DAY_MS } from '@/lib/time/day';

export interface DigestTime {
  hour: number;
  minute: number;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` on a 24-hour clock; null for `off` or anything else. */
export function parseDigestTime(value: string): DigestTime | null {
  const match = TIME.exec(value.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

export function digestTimeProblem(value: string): string | null {
  if (value.trim().toLowerCase() === 'off' || parseDigestTime(value)) return null;
  return 'DIGEST_TIME must be a time such as 09:00 (24-hour clock), or off';
}

export function timeZoneProblem(value: string): string | null {
  if (value.length > 64) return 'DIGEST_TIME_ZONE must be an IANA time zone such as Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return null;
  } catch {
    return 'DIGEST_TIME_ZONE must be an IANA time zone such as Asia/Kolkata';
  }
}

interface LocalTime {
  /** YYYY-MM-DD in the time zone. */
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The week a digest reports on: the seven days before the Monday it is sent, both ends included. */
export interface DigestWeek {
  /** The Monday the digest is sent, in the owner's time zone: the digest's key. */
  sentOn: string;
  /** YYYY-MM-DD: the Monday before and the Sunday before `sentOn`. */
  from: string;
  to: string;
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The week that ended before `now`'s local Monday (or the Monday coming, past Monday). */
export function lastWeek(now: Date, timeZone: string): DigestWeek {
  const local = localTime(now, timeZone);
  const monday = shiftDate(local.date, 1 - local.weekday);
  return { sentOn: monday, from: shiftDate(monday, -7), to: shiftDate(monday, -1) };
}

/** The week whose digest is due now, or null: not Monday there, or before the hour. */
export function dueDigestWeek(now: Date, time: DigestTime, timeZone: string): DigestWeek | null {
  const local = localTime(now, timeZone);
  if (local.weekday !== 1 || local.minutes < time.hour * 60 + time.minute) return null;
  return lastWeek(now, timeZone);
}
