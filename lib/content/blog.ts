/** The blog posts (content/blog/*.md), newest first. */
import { posts } from '.';

export type { BlogPost } from '.';

export function getBlogPosts() {
  return posts;
}

export function getBlogPost(slug: string) {
  return posts.find((post) => post.slug === slug);
}
