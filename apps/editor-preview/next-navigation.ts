/** next/navigation for the preview bundle: the routes call notFound() for an unknown entry. */
export function notFound(): never {
  throw new Error('This entry names no page of the site (its category or file is not found).');
}
