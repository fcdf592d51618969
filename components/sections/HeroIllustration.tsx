/** An empty GIF: what the <img> shows where the <source> does not apply. */
const BLANK_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The home page's decorative drawing of a phone and a dashboard
 * (public/images/hero-illustration.svg), from 1024 px; phones never download it.
 */
export function HeroIllustration() {
  return (
    <picture>
      <source media="(min-width: 1024px)" srcSet="/images/hero-illustration.svg" />
      <img
        src={BLANK_PIXEL}
        alt=""
        width={480}
        height={400}
        decoding="async"
        className="mx-auto hidden h-auto w-full max-w-md lg:block"
      />
    </picture>
  );
}
