// A `slug` is a URL's last part: for a service or a case study its `address` when it has one,
// not always its file name (the entry's `file`).

/** A top-level page's path from its file name under content/pages/: "home" is "/". */
export function pagePath(file: string): string {
  return file === 'home' ? '/' : `/${file}/`;
}

export function categoryPath(category: { slug: string }): string {
  return `/${category.slug}/`;
}

export function servicePath(category: { slug: string }, service: { slug: string }): string {
  return `/${category.slug}/${service.slug}/`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}/`;
}

export function caseStudyPath(slug: string): string {
  return `/portfolio/${slug}/`;
}
