// Every query of weekly_digests: a week's digest claimed by one cron run and recorded once sent.
import type { SqlDatabase } from './sql-database';

export interface DigestClaim {
  /** DigestWeek.sentOn. */
  week: string;
  /** ISO time now. */
  at: string;
  /** ISO time until which no other run takes the week. */
  until: string;
  maxAttempts: number;
}

/**
 * This run's attempt (1 the first) when it may send the week's digest: the week is new, or its
 * last claim has run out without a send and attempts remain; else null. One statement, so two
 * runs cannot both win.
 */
export async function claimWeeklyDigest(
  db: SqlDatabase,
  claim: DigestClaim,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO weekly_digests (week, not_before, attempts) VALUES (?1, ?3, 1)
       ON CONFLICT (week) DO UPDATE SET not_before = ?3, attempts = attempts + 1
       WHERE sent_at IS NULL AND unsent IS NULL AND not_before <= ?2 AND attempts < ?4
       RETURNING attempts`,
    )
    .bind(claim.week, claim.at, claim.until, claim.maxAttempts)
    .first<{ attempts: number }>();
  return row ? Number(row.attempts) : null;
}

export async function recordDigestSent(db: SqlDatabase, week: string, at: string): Promise<void> {
  await db.prepare('UPDATE weekly_digests SET sent_at = ?2 WHERE week = ?1').bind(week, at).run();
}

/** A failure: retried after `retryAt`, or given up with its reason. */
export async function recordDigestFailure(
  db: SqlDatabase,
  week: string,
  failure: { retryAt: string } | { unsent: string },
): Promise<void> {
  if ('unsent' in failure) {
    await db
      .prepare('UPDATE weekly_digests SET unsent = ?2 WHERE week = ?1')
      .bind(week, failure.unsent.slice(0, 200))
      .run();
    return;
  }
  await db
    .prepare('UPDATE weekly_digests SET not_before = ?2 WHERE week = ?1')
    .bind(week, failure.retryAt)
    .run();
}

export interface DigestRecord {
  week: string;
  attempts: number;
  sentAt: string | null;
  unsent: string | null;
}

export async function findWeeklyDigest(
  db: SqlDatabase,
  week: string,
): Promise<DigestRecord | null> {
  return db
    .prepare('SELECT week, attempts, sent_at AS sentAt, unsent FROM weekly_digests WHERE week = ?1')
    .bind(week)
    .first<DigestRecord>();
}
