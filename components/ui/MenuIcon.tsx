import { ICON_FRAME } from './icon-frame';

/**
 * A menu's icon, for client components: its drawing is markup the build wrote into
 * /nav-services.json (lib/icons/drawings.ts), so their JavaScript carries no drawing.
 */
export function MenuIcon({ markup, className }: { markup?: string; className?: string }) {
  return (
    <svg {...ICON_FRAME} className={className} dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
  );
}
