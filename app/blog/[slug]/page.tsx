import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { Container } from '@/components/sections/Container';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { getBlogPost, getBlogPosts } from '@/lib/blog';
import { blogPostMeta, fill, pages } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { blogPostPath } from '@/lib/routes';
import { blogPostingJsonLd, breadcrumbJsonLd, buildMetadata } from '@/lib/seo';
import { cn } from '@/lib/cn';

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

function PostLink({ post, rel }: { post: { slug: string; title: string }; rel: 'prev' | 'next' }) {
  const copy = pages.blog.post;
  return (
    <a
      href={blogPostPath(post.slug)}
      rel={rel}
      className={cn(
        'rounded-card border border-line p-5 hover:border-brand-300',
        rel === 'next' && 'text-right',
      )}
    >
      <span className="block text-sm text-ink-muted">
        {rel === 'prev' ? copy.previous : copy.next}
      </span>
      <span className="mt-1 block font-semibold text-ink">{post.title}</span>
    </a>
  );
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
        <nav
          aria-label={copy.moreLabel}
          className="mx-auto mt-14 grid max-w-3xl gap-4 border-t border-line pt-8 sm:grid-cols-2"
        >
          {older ? <PostLink post={older} rel="prev" /> : <span />}
          {newer ? <PostLink post={newer} rel="next" /> : null}
        </nav>
      </Container>
      <CallToAction title={pages.home.closing.title} text={pages.home.closing.text} />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <JsonLd id="blogposting-jsonld" data={blogPostingJsonLd({ ...post, path })} />
    </>
  );
}
