import { site } from '@/lib/content';

/** Brand marks of the social networks (lucide no longer ships brand icons). */
function FacebookIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M14 8.5V6.8c0-.8.5-1 .9-1H17V2.1L14.1 2C10.9 2 10.2 4.4 10.2 5.9v2.6H8v3.8h2.2V22H14v-9.7h2.8l.4-3.8z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <path d="M18.2 2.25h3.3l-7.2 8.26L22.8 21.75h-6.64l-5.2-6.8-5.96 6.8H1.7l7.73-8.84L1.25 2.25h6.8l4.7 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

const socialLinks = [
  { name: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { name: 'X', href: site.social.x, Icon: XIcon },
  { name: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
];

const linkClass = 'social-link';

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {socialLinks.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Icon />
            <span className="sr-only">{name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
