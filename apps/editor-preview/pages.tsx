// Drawn by the page's own route component, so the preview renders what the export renders.
import type { ReactNode } from 'react';
import ServicePage from '@/app/[category]/[service]/page';
import CategoryPage from '@/app/[category]/page';
import BlogPostPage from '@/app/blog/[slug]/page';
import BlogIndexPage from '@/app/blog/page';
import ContactPage from '@/app/contact/page';
import HiringPage from '@/app/hiring/page';
import NotFound from '@/app/not-found';
import HomePage from '@/app/page';
import CaseStudyPage from '@/app/portfolio/[slug]/page';
import PortfolioPage from '@/app/portfolio/page';
import PrivacyPolicyPage from '@/app/privacy-policy/page';
import TermsPage from '@/app/terms-and-condition/page';
import { caseStudies, findCategory } from '@/lib/content';
import { kindOfPath } from '@/lib/content/kinds';

type Draw = () => ReactNode | Promise<ReactNode>;

const params = <P,>(value: P) => ({ params: Promise.resolve(value) });

const TOP_PAGES: Record<string, Draw> = {
  home: () => <HomePage />,
  portfolio: () => <PortfolioPage />,
  blog: () => <BlogIndexPage />,
  hiring: () => <HiringPage />,
  contact: () => <ContactPage />,
  'privacy-policy': () => <PrivacyPolicyPage />,
  'terms-and-condition': () => <TermsPage />,
  'not-found': () => <NotFound />,
};

// Its `address` as typed, or else its file name.
function serviceSlug(category: string, file: string): string {
  return findCategory(category)?.subServices.find((entry) => entry.file === file)?.slug ?? file;
}

function caseStudySlug(file: string): string {
  return caseStudies.find((study) => study.file === file)?.slug ?? file;
}

// Undefined for files many pages or none show. The address is the file name's (View Live);
// a page with an `address` of its own is redirected from there.
export function pageOf(path: string): { address: string; draw: Draw } | undefined {
  const match = kindOfPath(path);
  switch (match?.kind) {
    case 'category':
      return {
        address: `/${match.category}/`,
        draw: () => CategoryPage(params({ category: match.category! })),
      };
    case 'service':
      return {
        address: `/${match.category}/${match.name}/`,
        draw: () =>
          ServicePage(
            params({
              category: match.category!,
              service: serviceSlug(match.category!, match.name),
            }),
          ),
      };
    case 'caseStudy':
      return {
        address: `/portfolio/${match.name}/`,
        draw: () => CaseStudyPage(params({ slug: caseStudySlug(match.name) })),
      };
    case 'post':
      return {
        address: `/blog/${match.name}/`,
        draw: () => BlogPostPage(params({ slug: match.name })),
      };
    // A role has no page of its own: the hiring page lists it.
    case 'role':
      return { address: '/hiring/', draw: TOP_PAGES.hiring! };
    case 'page': {
      const draw = TOP_PAGES[match.name];
      return draw ? { address: match.name === 'home' ? '/' : `/${match.name}/`, draw } : undefined;
    }
    default:
      return undefined;
  }
}
