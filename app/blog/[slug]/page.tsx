import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { Container } from '@/components/sections/Container';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { home } from '@/content/home';
import { getBlogPost, getBlogPosts } from '@/lib/blog';
import { blogPostMeta } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { blogPostPath, topLevelPaths } from '@/lib/routes';
import { blogPostingJsonLd, breadcrumbJsonLd, buildMetadata } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogPosts().map((post) => ({ slug: post.slug }));
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
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: topLevelPaths.blog },
    { name: post.title, path },
  ];
  return (
    <>
      <PageHero
        eyebrow="Blog"
        heading={post.title}
        breadcrumbs={crumbs}
        lead={
          <p className="text-base">
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min
            read · By our {post.authorRole}
          </p>
        }
      />
      <Container className="py-10">
        <article
          className="prose-copy mx-auto max-w-3xl text-lg"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <nav
          aria-label="More posts"
          className="mx-auto mt-14 grid max-w-3xl gap-4 border-t border-line pt-8 sm:grid-cols-2"
        >
          {older ? (
            <Link
              href={blogPostPath(older.slug)}
              rel="prev"
              className="rounded-card border border-line p-5 hover:border-brand-300"
            >
              <span className="block text-sm text-ink-muted">Previous post</span>
              <span className="mt-1 block font-semibold text-ink">{older.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {newer ? (
            <Link
              href={blogPostPath(newer.slug)}
              rel="next"
              className="rounded-card border border-line p-5 text-right hover:border-brand-300"
            >
              <span className="block text-sm text-ink-muted">Next post</span>
              <span className="mt-1 block font-semibold text-ink">{newer.title}</span>
            </Link>
          ) : null}
        </nav>
      </Container>
      <CallToAction title={home.closing.title} text={home.closing.text} />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <JsonLd id="blogposting-jsonld" data={blogPostingJsonLd({ ...post, path })} />
    </>
  );
}
