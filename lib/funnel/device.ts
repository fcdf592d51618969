// A coarse device class from the user agent, read at the moment of counting and never kept: the
// counts hold the class only (docs/privacy.md). Three classes, as Plausible and Cloudflare Web
// Analytics show them; no brand, model, browser or version.

/** Stored with the counts: a key is never renamed or reused. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;

export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function isDeviceClass(value: unknown): value is DeviceClass {
  return typeof value === 'string' && (DEVICE_CLASSES as readonly string[]).includes(value);
}

/**
 * Real user agents run to 300 characters, an in-app browser's to some 500; what a client adds
 * beyond is cut before any pattern reads it.
 */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * Tablets first: an iPad's user agent says "Mobile" too. Android without "Mobile" is a tablet, by
 * Google's own rule for its browsers; Firefox writes "Tablet" in its place.
 */
const TABLET = /ipad|tablet(?! pc)|kindle|silk\/|playbook/i;
const ANDROID = /android/i;
const PHONE = /mobile|iphone|ipod|windows phone|blackberry|bb10|opera mini/i;

/**
 * `desktop` for anything that says nothing of a phone or a tablet: a desktop browser, an empty or
 * unknown agent, and an iPad in its default desktop mode (iPadOS 13 and later send the Mac's user
 * agent, which no server can tell apart). Declared bots are never classed: the Worker leaves them
 * out before it counts (worker/visits/), so only browsers' agents reach this.
 */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const agent = typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : '';
  if (TABLET.test(agent)) return 'tablet';
  if (PHONE.test(agent)) return 'phone';
  if (ANDROID.test(agent)) return 'tablet';
  return 'desktop';
}
