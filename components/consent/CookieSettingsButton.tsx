'use client';
import { openPreferences } from './consent-store';

/** Cookie settings, in the footer of every page: reopens the consent preferences. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => openPreferences(event.currentTarget)}
      data-needs-js
    >
      Cookie settings
    </button>
  );
}
