import { AsideCard } from '@/components/sections/AsideCard';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { getBlogPosts } from '@/lib/content/blog';
import { cn } from '@/lib/ui/cn';
import { fill, pages } from '@/lib/content';
import { formatDate } from '@/lib/ui/format';
import { blogPostPath } from '@/lib/content/routes';
import { buildMetadata } from '@/lib/site/seo';

export function generateMetadata() {
  return buildMetadata(pages.blog.path, pages.blog.meta);
}

function DescriptionAndByline({
  post,
  grow = false,
}: {
  post: { description: string; authorRole: string };
  grow?: boolean;
}) {
  return (
    <>
      <p className={cn('mt-3 leading-7 text-ink-soft', grow && 'flex-1')}>{post.description}</p>
      <p className="mt-4 text-sm font-medium text-ink-muted">
        {fill(pages.blog.post.byline, { role: post.authorRole })}
      </p>
    </>
  );
}

export default function BlogIndexPage() {
  const posts = getBlogPosts();
  const copy = pages.blog.post;
  const [latest] = posts;
  return (
    <>
      <PageHero
        page={pages.blog}
        aside={
          latest ? (
            <AsideCard label={pages.blog.latestLabel}>
              <p className="mt-4 text-sm text-ink-muted">
                <time dateTime={latest.date}>{formatDate(latest.date)}</time> ·{' '}
                {fill(copy.readingTime, { minutes: latest.readingMinutes })}
              </p>
              <h2 className="mt-2 text-2xl font-semibold tracking-tight text-ink">
                <a href={blogPostPath(latest.slug)} className="hover:text-brand-700">
                  {latest.title}
                </a>
              </h2>
              <DescriptionAndByline post={latest} />
            </AsideCard>
          ) : undefined
        }
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} data-reveal>
              <article className="card relative flex h-full flex-col transition hover:border-brand-300">
                <p className="text-sm text-ink-muted">
                  <time dateTime={post.date}>{formatDate(post.date)}</time> ·{' '}
                  {fill(copy.readingTime, { minutes: post.readingMinutes })}
                </p>
                <h2 className="mt-3 text-xl font-semibold text-ink">
                  <a
                    href={blogPostPath(post.slug)}
                    className="after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {post.title}
                  </a>
                </h2>
                <DescriptionAndByline post={post} grow />
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
