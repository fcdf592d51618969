// The field rules of docs/behaviour.md section 5, shared by the wizard's and the payload's schemas.
import { parsePhoneNumberWithError } from 'libphonenumber-js/mobile';
import { PHONE_DEFAULT_COUNTRY, PHONE_NATIONAL_DIGITS } from '@/lib/site/constants';

/** Comments are optional but bounded, so a request stays a sane size. */
export const COMMENT_MAX_LENGTH = 2000;

/** At least two letters and nothing else. */
const NAME_PATTERN = /^(?:\p{L}\p{M}*){2,}$/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Digits with the separators people type: spaces, dashes, dots, brackets and a leading +. */
const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/;

export function isValidIndianMobile(value: string): boolean {
  return toInternationalMobile(value) !== null;
}

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

const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && /[A-Za-z]/.test(value);
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}
