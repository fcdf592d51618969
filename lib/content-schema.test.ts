import { describe, expect, it } from 'vitest';
import { categories } from '@/content/services';
import type { Category } from '@/content/types';
import {
  brokenLinkProblems,
  catalogueProblems,
  duplicateMetaProblems,
  metaProblems,
} from './content-schema';

const clone = (): Category[] => structuredClone(categories);

describe('content validation names the failing entry', () => {
  it('accepts the real catalogue', () => {
    expect(catalogueProblems(categories)).toEqual([]);
  });

  it('a missing field', () => {
    const broken = clone();
    broken[0]!.subServices[1]!.page.promise = '';
    expect(catalogueProblems(broken).join('\n')).toContain(
      'category "mobile-development".subServices.1.page.promise: must not be empty',
    );
  });

  it('a duplicate slug', () => {
    const broken = clone();
    broken[2]!.subServices[1]!.slug = broken[2]!.subServices[0]!.slug;
    expect(catalogueProblems(broken)).toContain(
      'category "ecommerce-development", service "ecommerce-website-development": duplicate service slug',
    );
  });

  it('an unknown icon', () => {
    const broken = clone();
    (broken[3]! as { icon: string }).icon = 'NoSuchIcon';
    expect(catalogueProblems(broken).join('\n')).toContain('category "ui-ux-design".icon');
  });

  it('a duplicate title', () => {
    const meta = { title: 'Same | NimbleForge', description: 'x'.repeat(130), keywords: ['a'] };
    expect(
      duplicateMetaProblems([
        { path: '/a/', meta },
        { path: '/b/', meta: { ...meta, description: 'y'.repeat(130) } },
      ]),
    ).toEqual(['page "/b/": title "Same | NimbleForge" is also used by "/a/"']);
  });

  it('a title too long and a description too short', () => {
    const problems = metaProblems([
      { path: '/x/', meta: { title: 'x'.repeat(60), description: 'short', keywords: ['k'] } },
    ]);
    expect(problems.join('\n')).toMatch(/page "\/x\/" meta\.title: must be under 60 characters/);
    expect(problems.join('\n')).toMatch(
      /page "\/x\/" meta\.description: must be at least 120 characters/,
    );
  });

  it('a link to a route that does not exist', () => {
    expect(
      brokenLinkProblems(
        [
          { from: 'blog post "a"', href: '/contact/' },
          { from: 'blog post "a"', href: '/contct/' },
          { from: 'blog post "a"', href: 'https://example.com/' },
        ],
        new Set(['/contact/']),
      ),
    ).toEqual(['blog post "a": links to "/contct/", which is not a page of the site']);
  });
});
