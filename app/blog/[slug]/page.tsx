import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { Container } from '@/components/sections/Container';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { PreviousNext } from '@/components/sections/PreviousNext';
import { getBlogPost, getBlogPosts } from '@/lib/content/blog';
import { blogPostMeta, fill, pages } from '@/lib/content';
import { formatDate } from '@/lib/ui/format';
import { blogPostPath } from '@/lib/content/routes';
import { exportedOnly } from '@/lib/site/exported-pages';
import { blogPostingJsonLd, breadcrumbJsonLd, buildMetadata } from '@/lib/site/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return exportedOnly(getBlogPosts(), (post) => blogPostPath(post.slug)).map((post) => ({
    slug: post.slug,
  }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const post = getBlogPost((await params).slug);
  if (!post) return {};
  return buildMetadata(blogPostPath(post.slug), blogPostMeta(post), {
    type: 'article',
    publishedTime: post.date,
  });
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const posts = getBlogPosts();
  const index = posts.findIndex((entry) => entry.slug === slug);
  const post = posts[index];
  if (!post) notFound();
  // Posts are listed newest first: "previous" is the older post, "next" the newer one.
  const older = posts[index + 1];
  const newer = posts[index - 1];
  const path = blogPostPath(post.slug);
  const copy = pages.blog.post;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: pages.blog.path },
    { name: post.title, path },
  ];
  return (
    <>
      <PageHero
        eyebrow={pages.blog.eyebrow}
        heading={post.title}
        breadcrumbs={crumbs}
        lead={
          <p className="text-base">
            <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
            {fill(copy.readingTime, { minutes: post.readingMinutes })} ·{' '}
            {fill(copy.byline, { role: post.authorRole })}
          </p>
        }
      />
      <Container className="py-10">
        <article
          className="prose-copy mx-auto max-w-3xl text-lg"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <PreviousNext
          label={copy.moreLabel}
          className="mx-auto mt-14 max-w-3xl"
          previous={
            older && { label: copy.previous, title: older.title, href: blogPostPath(older.slug) }
          }
          next={newer && { label: copy.next, title: newer.title, href: blogPostPath(newer.slug) }}
        />
      </Container>
      <CallToAction title={pages.home.closing.title} text={pages.home.closing.text} />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <JsonLd id="blogposting-jsonld" data={blogPostingJsonLd({ ...post, path })} />
    </>
  );
}
