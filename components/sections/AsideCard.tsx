import type { ReactNode } from 'react';

/**
 * The card beside a page's heading from Tailwind's lg breakpoint (the service pages' snapshot
 * style): what the page holds, at a glance. Below lg the page itself shows the same content.
 */
export function AsideCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="hidden rounded-3xl border border-line bg-white/90 p-7 shadow-pop lg:block">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      {children}
    </div>
  );
}
