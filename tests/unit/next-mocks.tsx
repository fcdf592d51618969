import { vi } from 'vitest';
import type { AnchorHTMLAttributes } from 'react';

/** Components under test run outside Next's router: links are plain anchors, the path is fixed. */
export const navigation = { pathname: '/' };

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
}));

vi.mock('next/link', () => ({
  default: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));
