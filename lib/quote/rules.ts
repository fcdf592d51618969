/**
 * The field rules of docs/behaviour.md section 5 as plain predicates, shared by the step schemas
 * (the wizard) and the payload schema (the local receiver).
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/mobile';
import { PHONE_DEFAULT_COUNTRY, PHONE_NATIONAL_DIGITS } from '@/lib/constants';

/** Comments are optional but bounded, so a request stays a sane size. */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * At least two letters and nothing else. Letters are Unicode letters (so "José" and "Zoë"
 * pass, with their combining marks); digits, spaces and punctuation never do.
 */
const NAME_PATTERN = /^(?:\p{L}\p{M}*){2,}$/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Digits with the separators people type: spaces, dashes, dots, brackets and a leading +. */
const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/;

/**
 * A valid Indian mobile number with a 10-digit national number. `+91`, `0` and `0091`
 * prefixes are accepted. Every parse error of the phone library (INVALID_COUNTRY,
 * NOT_A_NUMBER, TOO_SHORT, TOO_LONG) means "not valid"; nothing throws.
 */
export function isValidIndianMobile(value: string): boolean {
  return toInternationalMobile(value) !== null;
}

/** The number in international form (+91 and the 10 digits), or null when it is not valid. */
export function toInternationalMobile(value: string): string | null {
  if (!PHONE_CHARACTERS.test(value.trim())) return null;
  try {
    const phone = parsePhoneNumberWithError(value, PHONE_DEFAULT_COUNTRY);
    const valid =
      phone.isValid() &&
      phone.country === PHONE_DEFAULT_COUNTRY &&
      phone.nationalNumber.length === PHONE_NATIONAL_DIGITS;
    return valid ? phone.number : null;
  } catch {
    return null;
  }
}

/**
 * No spaces; a local part of letters, digits, dot, underscore or hyphen; one @; a domain of
 * letters, digits and hyphens; a top-level domain of 2 or more letters; at least one letter.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && /[A-Za-z]/.test(value);
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}
