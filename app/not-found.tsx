import type { Metadata } from 'next';
import { LinkList } from '@/components/sections/LinkList';
import { PageHero } from '@/components/sections/PageHero';
import { categories, pages } from '@/lib/content';
import { categoryPath } from '@/lib/content/routes';
import { buttonClasses } from '@/components/ui/button-styles';

export const metadata: Metadata = {
  title: { absolute: pages.notFound.meta.title },
  description: pages.notFound.meta.description,
  robots: { index: false },
};

export default function NotFound() {
  const notFound = pages.notFound;
  return (
    <PageHero page={notFound}>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={pages.home.path} className={buttonClasses('primary', 'lg')}>
          {notFound.links.home}
        </a>
        <a href={pages.contact.path} className={buttonClasses('secondary', 'lg')}>
          {notFound.links.contact}
        </a>
      </div>
      <h2 className="mt-12 text-lg font-semibold text-ink">{notFound.servicesTitle}</h2>
      <LinkList
        className="mt-3 grid gap-2 sm:grid-cols-2"
        linkClassName="font-medium text-brand-700 hover:underline"
        links={categories.map((category) => ({
          href: categoryPath(category),
          label: category.name,
        }))}
      />
    </PageHero>
  );
}
