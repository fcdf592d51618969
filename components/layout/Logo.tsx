import { site } from '@/lib/content';
import { LogoMark } from './LogoMark';

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <a
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${site.name}, home`}
    >
      <LogoMark size={32} decorative />
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
