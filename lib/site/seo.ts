/** Page metadata (Next's Metadata API) and the JSON-LD builders, from one configured site URL. */
import type { Metadata } from 'next';
import { site } from '@/lib/content';
import type { Faq, PageMeta } from '@/lib/content/schemas/common';
import { BRAND_IMAGES } from './brand-images';
import { siteEnv } from './env';
import { FEED_PATH, feedTitle } from './feed';
import { SHARE_IMAGE_SIZE, shareCard, shareImageAlt, shareImagePath } from './share-image';

export function absoluteUrl(path: string): string {
  return `${siteEnv().siteUrl}${path}`;
}

export function feedAlternates() {
  return { 'application/rss+xml': [{ url: absoluteUrl(FEED_PATH), title: feedTitle() }] };
}

export function buildMetadata(
  path: string,
  meta: PageMeta,
  options: { type?: 'website' | 'article'; publishedTime?: string } = {},
): Metadata {
  const url = absoluteUrl(path);
  const image = {
    url: absoluteUrl(shareImagePath(path)),
    ...SHARE_IMAGE_SIZE,
    alt: shareImageAlt(shareCard(path)),
  };
  return {
    title: { absolute: meta.title },
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: url, types: feedAlternates() },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url,
      siteName: site.name,
      locale: 'en_US',
      images: [image],
      ...(options.type === 'article'
        ? { type: 'article', publishedTime: options.publishedTime }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: meta.title,
      description: meta.description,
      images: [image],
    },
  };
}

const organizationId = () => absoluteUrl('/#organization');

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(BRAND_IMAGES.logo.path),
    description: site.description,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.lines.slice(0, -1).join(', '),
      addressLocality: office.city,
      addressCountry: office.country,
    })),
    contactPoint: site.offices.flatMap((office) =>
      office.phones.map((telephone) => ({
        '@type': 'ContactPoint',
        telephone,
        email: site.email,
        contactType: 'sales',
        areaServed: office.country,
        availableLanguage: ['English'],
      })),
    ),
    sameAs: Object.values(site.social),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      ratingCount: site.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  category: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: input.category,
    provider: { '@id': organizationId(), '@type': 'Organization', name: site.name },
    areaServed: ['IN', 'US', 'Worldwide'],
  };
}

export function faqJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  date: string;
  authorRole: string;
  path: string;
  wordCount: number;
  keywords: string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    image: absoluteUrl(shareImagePath(post.path)),
    wordCount: post.wordCount,
    keywords: post.keywords.join(', '),
    author: {
      '@type': 'Organization',
      name: `${site.name} (${post.authorRole})`,
      url: absoluteUrl('/'),
    },
    publisher: { '@id': organizationId(), '@type': 'Organization', name: site.name },
  };
}

/** A case study as a CreativeWork: the project, who made it, for whom, with what. */
export function caseStudyJsonLd(input: {
  title: string;
  description: string;
  path: string;
  category: string;
  industry: string;
  client: string;
  keywords: string[];
  technologies: string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: input.title,
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    image: absoluteUrl(shareImagePath(input.path)),
    genre: input.category,
    about: input.industry,
    keywords: [...input.keywords, ...input.technologies].join(', '),
    sourceOrganization: { '@type': 'Organization', name: input.client },
    creator: { '@id': organizationId(), '@type': 'Organization', name: site.name },
    publisher: { '@id': organizationId(), '@type': 'Organization', name: site.name },
  };
}
