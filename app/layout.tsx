import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { firstScript } from '@/components/layout/first-script';
import { Footer } from '@/components/layout/Footer';
import { MessagingLink } from '@/components/layout/MessagingLink';
import { Shell } from '@/components/layout/Shell';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { JsonLd } from '@/components/sections/JsonLd';
import { PAGE_HERO_ID } from '@/components/sections/PageHero';
import { meetingCopy, quoteCopy, site } from '@/lib/content';
import { siteEnv } from '@/lib/site/env';
import { analyticsConfigured, chatConfigured } from '@/lib/third-parties/origins';
import { feedAlternates, organizationJsonLd } from '@/lib/site/seo';
import { BRAND_IMAGES } from '@/lib/site/brand-images';
import { tabIconDataUrl } from '@/lib/site/favicon';
import './globals.css';

// A function, not a constant: the site URL is configuration, read when Next asks.
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteEnv().siteUrl),
    applicationName: site.name,
    authors: [{ name: site.name }],
    creator: site.name,
    formatDetection: { telephone: false },
    // The tab's icon is inline (lib/site/favicon.ts); the 64 px PNG stays a file, for browsers
    // without SVG icons and for search engines, with the touch icon.
    icons: {
      icon: [
        { url: tabIconDataUrl(), sizes: 'any', type: 'image/svg+xml' },
        { url: BRAND_IMAGES.favicon64.path, sizes: '64x64', type: 'image/png' },
      ],
      apple: BRAND_IMAGES.appleTouchIcon.path,
    },
    // Pages replace this with their own alternates (buildMetadata); the 404 page keeps it.
    alternates: { types: feedAlternates() },
  };
}

export const viewport: Viewport = {
  themeColor: '#4f46e5',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <link rel="expect" href={`#${PAGE_HERO_ID}`} blocking="render" />
        <script
          dangerouslySetInnerHTML={{ __html: firstScript({ countVisits: siteEnv().countVisits }) }}
        />
        {/* Without scripts the menus and the modals cannot open: their buttons hide and plain
            links (noscript in SiteHeader) take their place. A style inside noscript is valid
            HTML only in the head. */}
        <noscript>
          <style>{'[data-needs-js]{display:none!important}'}</style>
        </noscript>
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-2 left-2 z-50 -translate-y-20 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus:translate-y-0"
        >
          Skip to content
        </a>
        <div id="top" tabIndex={-1} className="outline-none" />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <MessagingLink />
        <Shell
          quote={quoteCopy}
          meeting={meetingCopy}
          trustFacts={{
            stats: site.stats,
            cities: site.offices.map((office) => office.city),
          }}
          // Only when there is something to consent to: otherwise no page carries the copy.
          consent={analyticsConfigured() || chatConfigured() ? site.consent : undefined}
        />
        <JsonLd id="organization-jsonld" data={organizationJsonLd()} />
      </body>
    </html>
  );
}
