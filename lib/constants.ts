/** Every business constant of docs/behaviour.md section 10, named, in one place. */

/** The quote panel opens by itself this long after each route change. */
export const QUOTE_AUTO_OPEN_DELAY_MS = 10_000;

/** Back to Top appears once the page is scrolled more than this. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/**
 * Under this width the mobile navigation is used. The switch is CSS, Tailwind's `md:` variants
 * (48rem): lib/constants.test.ts checks that the two agree.
 */
export const MOBILE_BREAKPOINT_PX = 768;

/** The meeting modal stops showing Loading... after this long even if the frame never loads. */
export const MEETING_LOADER_TIMEOUT_MS = 6_000;

/** Height of the embedded scheduling page. */
export const SCHEDULING_EMBED_HEIGHT_PX = 500;

/** Mobile numbers: default country and the length of the national number. */
export const PHONE_DEFAULT_COUNTRY = 'IN' as const;
export const PHONE_NATIONAL_DIGITS = 10;

/** The statistics shown in the footer and the quote panel. */
export const STAT_PROJECTS = 175;
export const STAT_YEARS = 15;
export const STAT_SUPPORT_PERCENT = 100;

/** How long each counter takes to count up from 0, in the order projects, years, support. */
export const COUNTER_DURATIONS_MS = [2000, 2500, 3000] as const;

/**
 * Scroll-reveal animations. offsetPx drives RevealObserver's rootMargin; durationMs is the
 * transition of [data-reveal] in app/globals.css (lib/constants.test.ts checks they agree).
 * throttleMs and debounceMs are the specification's figures for a scroll listener: the
 * IntersectionObserver that replaces it needs neither, so no code reads them.
 */
export const SCROLL_REVEAL = {
  offsetPx: 120,
  durationMs: 400,
  throttleMs: 99,
  debounceMs: 50,
} as const;

/** Default quality of images: the only quality next.config.ts allows (images.qualities). */
export const IMAGE_DEFAULT_QUALITY = 75;

/** The aggregate rating in the Organization structured data. */
export const RATING_VALUE = 4.5;
export const RATING_COUNT = 120;

/** A quote post that takes longer than this counts as a failure. */
export const QUOTE_SUBMIT_TIMEOUT_MS = 15_000;
