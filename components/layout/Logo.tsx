import { site } from '@/lib/content';

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <a
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${site.name}, home`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <path d="M9 23V9h3.2l7.3 9.1V9H23v14h-3.1l-7.4-9.1V23z" fill="#fff" />
        <circle cx="25.5" cy="6.5" r="3" fill="#fbbf24" />
      </svg>
      {/* In the header the name needs 415 px beside Book a Meeting and the menu toggle: below
          that it would push the toggle past the screen's edge, so only the mark shows. */}
      <span
        className={`text-lg font-bold tracking-tight ${onDark ? 'text-white' : 'hidden text-ink min-[420px]:inline'}`}
      >
        {site.shortName}
      </span>
    </a>
  );
}
