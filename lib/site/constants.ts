/** Every business constant of docs/behaviour.md section 10, named, in one place. */

export const QUOTE_AUTO_OPEN_DELAY_MS = 10_000;

export const BACK_TO_TOP_THRESHOLD_PX = 300;

export const MOBILE_BREAKPOINT_PX = 768;

export const MEETING_LOADER_TIMEOUT_MS = 6_000;

export const SCHEDULING_EMBED_HEIGHT_PX = 500;

export const PHONE_DEFAULT_COUNTRY = 'IN' as const;
export const PHONE_NATIONAL_DIGITS = 10;

export const COUNTER_DURATIONS_MS = [2000, 2500, 3000] as const;

/** throttleMs and debounceMs are kept for the record: the IntersectionObserver needs neither. */
export const SCROLL_REVEAL = {
  offsetPx: 120,
  durationMs: 400,
  throttleMs: 99,
  debounceMs: 50,
} as const;

/** Default quality of images: the only quality next.config.ts allows (images.qualities). */
export const IMAGE_DEFAULT_QUALITY = 75;

export const QUOTE_SUBMIT_TIMEOUT_MS = 15_000;
