import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MegaMenu } from './MegaMenu';
import { loadNavServices } from './nav-services';
import type { NavCategory, NavMenuData, NavServicesByCategory } from './nav-types';

const categories: NavCategory[] = [
  {
    name: 'Mobile Development',
    href: '/mobile-development/',
    description: 'Apps.',
    icon: 'Smartphone',
  },
  {
    name: 'Artificial Intelligence',
    href: '/ai-services/',
    description: 'AI.',
    icon: 'Brain',
  },
];

const services: NavServicesByCategory = {
  '/mobile-development/': [
    {
      name: 'iOS App Development',
      href: '/mobile-development/ios-app-development/',
      description: 'iOS.',
      icon: 'Apple',
    },
  ],
  '/ai-services/': [
    {
      name: 'Computer Vision',
      href: '/ai-services/computer-vision/',
      description: 'CV.',
      icon: 'ScanEye',
    },
  ],
};

const menuData: NavMenuData = {
  services,
  icons: { Apple: '<path d="M1 1h2"></path>', ScanEye: '<circle cx="12" cy="12" r="3"></circle>' },
};

// The services load once per page (nav-services.ts); here, before the tests.
beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(menuData)),
  );
  await loadNavServices();
  vi.unstubAllGlobals();
});

const trigger = () => screen.getByRole('button', { name: 'Services' });

/** Renders the menu and rests a mouse on it past the hover intent (fake timers). */
function openByHover() {
  render(<MegaMenu categories={categories} />);
  fireEvent.pointerEnter(trigger().parentElement!, { pointerType: 'mouse' });
  act(() => {
    vi.advanceTimersByTime(200);
  });
}

describe('MegaMenu', () => {
  afterEach(() => vi.useRealTimers());

  it('is a disclosure: closed at first, Enter opens it on the first category, Escape closes and refocuses', async () => {
    const user = userEvent.setup();
    render(<MegaMenu categories={categories} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(trigger().getAttribute('aria-controls')!)).not.toBeVisible();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const service = screen.getByRole('link', { name: /iOS App Development/ });
    expect(service).toBeVisible();
    // Its icon is drawn from the markup that came with the services, hidden from assistive tech.
    expect(service.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toBe('M1 1h2');
    expect(screen.queryByRole('link', { name: /Computer Vision/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('focusing or hovering a category shows its sub-services; arrow keys move among categories', async () => {
    const user = userEvent.setup();
    render(<MegaMenu categories={categories} />);
    await user.click(trigger());
    screen.getByRole('button', { name: 'Mobile Development' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Artificial Intelligence' })).toHaveFocus();
    expect(screen.getByRole('link', { name: /Computer Vision/ })).toBeVisible();
    await user.hover(screen.getByRole('button', { name: 'Mobile Development' }));
    expect(screen.getByRole('link', { name: /iOS App Development/ })).toBeVisible();
  });

  it('hover opens only after the intent delay; leaving closes it; choosing a link closes it', async () => {
    vi.useFakeTimers();
    render(<MegaMenu categories={categories} />);
    const wrapper = trigger().parentElement!;
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('link', { name: /iOS App Development/ }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a mouse click right after the hover opened it leaves it open; the next click closes it', () => {
    vi.useFakeTimers();
    openByHover();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter toggles it even when the hover opened it', () => {
    vi.useFakeTimers();
    openByHover();
    fireEvent.click(trigger(), { detail: 0 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is built invisible once the page is idle, so that opening it only shows it', async () => {
    vi.useFakeTimers();
    render(<MegaMenu categories={categories} />);
    const panel = () => document.getElementById(trigger().getAttribute('aria-controls')!)!;
    expect(panel().querySelector('a')).toBeNull();

    await act(async () => vi.runAllTimers());
    expect(
      panel().querySelector('a[href="/mobile-development/ios-app-development/"]'),
    ).not.toBeNull();
    expect(panel()).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /iOS App Development/ })).not.toBeInTheDocument();

    fireEvent.click(trigger());
    expect(screen.getByRole('link', { name: /iOS App Development/ })).toBeVisible();
  });

  it('a click outside closes it', () => {
    render(<MegaMenu categories={categories} />);
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
