// Working time: every hour of Monday to Friday, UTC; the weekend's do not count. What the
// summary's "contacted within a working day" and the reminders' due time are measured in.
import { DAY_MS, HOUR_MS, WEEK_MS } from '@/lib/time/day';

const WORKING_WEEK_MS = 5 * DAY_MS;
/** 1970-01-05, a Monday. */
const FIRST_MONDAY = 4 * DAY_MS;

/** Working milliseconds from 1970-01-05 to `time`: flat over each weekend. */
function workingClock(time: number): number {
  const sinceMonday = time - FIRST_MONDAY;
  const weeks = Math.floor(sinceMonday / WEEK_MS);
  return weeks * WORKING_WEEK_MS + Math.min(sinceMonday - weeks * WEEK_MS, WORKING_WEEK_MS);
}

/** The latest time at which the working clock reads `working`: a Monday 00:00, not a Saturday. */
function atWorkingClock(working: number): number {
  const weeks = Math.floor(working / WORKING_WEEK_MS);
  return FIRST_MONDAY + weeks * WEEK_MS + (working - weeks * WORKING_WEEK_MS);
}

export function workingMsBetween(from: Date, to: Date): number {
  return workingClock(to.getTime()) - workingClock(from.getTime());
}

/**
 * The moment `hours` working hours after `received`: Friday 23:00 and 2 hours is Monday 01:00; a
 * span that ends with a Friday ends at Saturday 00:00.
 */
export function addWorkingHours(received: Date, hours: number): Date {
  if (hours <= 0) return received;
  const working = workingClock(received.getTime()) + hours * HOUR_MS;
  const end = atWorkingClock(working);
  return new Date(working % WORKING_WEEK_MS === 0 ? end - 2 * DAY_MS : end);
}

/**
 * The latest receipt whose `hours` working hours are over at `now`: addWorkingHours(received,
 * hours) <= now exactly when received <= this, so a query can bound its leads by it.
 */
export function receivedBeforeWorkingHours(now: Date, hours: number): Date {
  return new Date(atWorkingClock(workingClock(now.getTime()) - hours * HOUR_MS));
}

/**
 * 24 hours of Monday to Friday (UTC): a lead sent on Friday at 15:00 is due on Monday at 15:00;
 * one sent on Saturday, on Tuesday at 00:00.
 */
export function workingDayDeadline(received: Date): Date {
  return addWorkingHours(received, 24);
}
