import { site } from '@/lib/content';
import { BRAND_MARKS, brandMarkPath, type BrandMark } from '@/lib/icons/icon-files';

const socialLinks: { name: string; href: string; mark: BrandMark }[] = [
  { name: 'Facebook', href: site.social.facebook, mark: 'facebook' },
  { name: 'X', href: site.social.x, mark: 'x' },
  { name: 'LinkedIn', href: site.social.linkedin, mark: 'linkedin' },
];

const linkClass = 'social-link';

/** The footer's social links: each network's mark, a lazy image of its file, beside its name. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {socialLinks.map(({ name, href, mark }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {/* oxlint-disable-next-line nextjs/no-img-element -- a 20 px static SVG, no optimisation to gain */}
            <img
              src={brandMarkPath(mark)}
              alt=""
              width={BRAND_MARKS[mark].size}
              height={BRAND_MARKS[mark].size}
              loading="lazy"
              decoding="async"
            />
            <span className="sr-only">{name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
