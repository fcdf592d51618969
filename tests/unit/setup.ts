import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { type AnchorHTMLAttributes, createElement } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';

// The component test files share one jsdom (vitest.config.mts): each starts with the empty
// storage a page of its own would have.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => cleanup());

// findBy… and waitFor give up after one second by default, which a machine busy with a build can
// take before React has rendered. Each ends as soon as its state holds; this is only how long a
// wait for a state that never comes lasts, below the test's own guard (vitest.config.mts).
configure({ asyncUtilTimeout: 30_000 });

// Components under test run outside Next's router: links are plain anchors, the path is fixed.
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
}));

vi.mock('next/link', () => ({
  default: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) =>
    createElement('a', { href, ...props }),
}));
