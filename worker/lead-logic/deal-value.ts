// A won deal's value: typed by the sales team in one currency (DEAL_CURRENCY), stored as an integer
// count of the currency's minor units (cents, paise; yen have none), so that sums in SQL and here
// are exact: SQLite has no decimal type, and a REAL would add 0.1 and 0.2 as 0.30000000000000004.

/** The most a deal may be worth, in the currency's major units: a bound, not a business rule. */
export const MAX_DEAL_AMOUNT = 1_000_000_000;
/** Longer than any amount up to MAX_DEAL_AMOUNT written with separators and decimals. */
export const DEAL_VALUE_MAX_LENGTH = 40;

export interface DealValue {
  /** ISO 4217, upper case. */
  currency: string;
  /** An integer: the amount times 10 to the currency's decimal places. */
  minorUnits: number;
  /** In the currency's major units, as JSON readers expect (1200.5 for USD 1,200.50). */
  amount: number;
}

/** Null when the code is a currency this runtime's Intl knows (ISO 4217). */
export function currencyProblem(code: string): string | null {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) {
    return 'DEAL_CURRENCY must be an ISO 4217 currency code, such as USD, EUR or INR';
  }
  return null;
}

/** How many decimal places the currency's minor unit has: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

export function dealValueOf(minorUnits: number, currency: string): DealValue {
  return { currency, minorUnits, amount: minorUnits / 10 ** minorUnitDigits(currency) };
}

/** "$1,200.50", "₹1,00,000.00" as the team reads it; the code when the symbol is ambiguous. */
export function formatDealValue(value: Pick<DealValue, 'amount' | 'currency'>): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: value.currency === 'USD' ? 'symbol' : 'code',
  }).format(value.amount);
}

export type ParsedDealValue = { ok: true; minorUnits: number } | { ok: false; problem: string };

/**
 * The value as typed: digits, commas only between thousands, a point before the decimals, at most
 * as many decimals as the currency has. "12,5" is refused rather than guessed: in much of the
 * world it means twelve and a half, and read as 125 it would book a deal ten times too small.
 * Parsed from the text, never through a float, so that no rounding changes what was typed.
 */
export function parseDealValue(typed: string, currency: string): ParsedDealValue {
  const text = typed.trim().replace(/\s+/g, '');
  const digits = minorUnitDigits(currency);
  const example = (1234.5).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (text === '') return { ok: false, problem: `Enter the deal's value in ${currency}.` };
  if (typed.length > DEAL_VALUE_MAX_LENGTH || text.startsWith('-')) {
    return { ok: false, problem: `Enter a positive amount in ${currency}, such as ${example}.` };
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    return {
      ok: false,
      problem:
        `Enter the amount in ${currency} as digits, with a point before the decimals and commas ` +
        `only between thousands, such as ${example}.`,
    };
  }
  const whole = match[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return {
      ok: false,
      problem:
        digits === 0
          ? `${currency} has no decimals: enter a whole amount.`
          : `${currency} has ${digits} decimal places: enter at most ${digits}.`,
    };
  }
  const limit = `${MAX_DEAL_AMOUNT}`;
  if (whole.length > limit.length || (whole.length === limit.length && whole > limit)) {
    return {
      ok: false,
      problem: `A deal is at most ${MAX_DEAL_AMOUNT.toLocaleString('en')} ${currency}.`,
    };
  }
  const minorUnits = Number(whole + fraction.padEnd(digits, '0'));
  if (minorUnits > MAX_DEAL_AMOUNT * 10 ** digits) {
    return {
      ok: false,
      problem: `A deal is at most ${MAX_DEAL_AMOUNT.toLocaleString('en')} ${currency}.`,
    };
  }
  if (minorUnits <= 0) return { ok: false, problem: 'A won deal is worth more than nothing.' };
  return { ok: true, minorUnits };
}

/**
 * The one currency a funnel sums: the newest won deal's. Values are never converted, so after a
 * change of DEAL_CURRENCY the deals typed in the old one drop out of the sums, not into them.
 */
export function dealCurrencyOf(
  quotes: readonly { status?: string; receivedAt: string; dealValue?: DealValue | null }[],
): string | null {
  let newest: { receivedAt: string; currency: string } | null = null;
  for (const quote of quotes) {
    if (quote.status !== 'won' || !quote.dealValue) continue;
    if (!newest || quote.receivedAt > newest.receivedAt) {
      newest = { receivedAt: quote.receivedAt, currency: quote.dealValue.currency };
    }
  }
  return newest?.currency ?? null;
}
