import { site } from '@/lib/content';
import { countsAs } from '@/lib/funnel/events';
import { BRAND_MARKS, brandMarkPath } from '@/lib/icons/icon-files';

export function whatsappHref(): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.message)}`;
}

/** The floating WhatsApp link, bottom right, above the Back to Top button's spot. */
export function MessagingLink() {
  return (
    <a
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      {...countsAs('messaging')}
      className="lift-above-consent fixed right-4 bottom-6 z-30 flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-pop transition-colors hover:bg-[#146536] sm:right-6"
    >
      <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      {/* A cached file, not inline: its drawing is 450 B of Brotli on every page's first window. */}
      {/* Low priority, so that React writes no preload for it and Chrome does not raise it once it
          is on screen: the stylesheet and the page's text come first, the mark in a moment. */}
      {/* oxlint-disable-next-line nextjs/no-img-element -- a 28 px static SVG, no optimisation to gain */}
      <img
        src={brandMarkPath('whatsapp')}
        alt=""
        width={BRAND_MARKS.whatsapp.size}
        height={BRAND_MARKS.whatsapp.size}
        decoding="async"
        fetchPriority="low"
      />
    </a>
  );
}
