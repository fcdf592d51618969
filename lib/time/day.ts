// Calendar arithmetic in UTC, where a day is always this long: the Worker's and the scripts' dates
// are ISO 8601 in UTC, with no daylight saving to skip an hour.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
