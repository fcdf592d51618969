'use client';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/** A link that marks itself with aria-current="page" when it points at the current page. */
export function NavLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const pathname = usePathname();
  const current = normalise(pathname) === normalise(href);
  return <a href={href} aria-current={current ? 'page' : undefined} {...props} />;
}

function normalise(path: string | null): string {
  if (!path) return '';
  return path.endsWith('/') ? path : `${path}/`;
}
