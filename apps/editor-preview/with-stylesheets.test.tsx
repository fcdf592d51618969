import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withStylesheets } from './register';

const linked = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => document.head.replaceChildren());

describe('a preview opened before the site’s stylesheets are known', () => {
  it('links them into its own document once they are, each once', async () => {
    const present = document.createElement('link');
    present.rel = 'stylesheet';
    present.href = '/_next/static/css/app.css';
    document.head.append(present);
    let resolve: (hrefs: string[]) => void = () => undefined;
    const stylesheets = new Promise<string[]>((done) => (resolve = done));
    const Styled = withStylesheets(({ text }: { text: string }) => <h1>{text}</h1>, stylesheets);

    render(<Styled text="Predictive Analytics" />);
    expect(screen.getByRole('heading', { name: 'Predictive Analytics' })).toBeInTheDocument();
    expect(linked()).toEqual(['/_next/static/css/app.css']);

    resolve(['/_next/static/css/app.css', '/_next/static/css/page.css']);
    await waitFor(() =>
      expect(linked()).toEqual(['/_next/static/css/app.css', '/_next/static/css/page.css']),
    );
  });
});
