import * as icons from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '@/content/icons';

/** A decorative icon named in content/; rendered on the server, hidden from assistive tech. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name] as LucideIcon;
  return (
    <Component aria-hidden="true" focusable="false" className={className} width={24} height={24} />
  );
}
