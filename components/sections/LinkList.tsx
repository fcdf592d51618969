import type { ReactNode } from 'react';

/** A list of links to pages of the site, one item each; `children` adds items after them. */
export function LinkList({
  links,
  className,
  linkClassName,
  label,
  children,
}: {
  links: { href: string; label: string }[];
  className?: string;
  linkClassName?: string;
  /** The list's accessible name, when it needs one. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}
