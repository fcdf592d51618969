import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('@/lib/quote/submit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/quote/submit')>()),
  submitQuote: (payload: unknown, key: string) => post(payload, key),
}));

// The copy as the server passes it (app/layout.tsx), built from the real content/site.yaml.
import { quoteCopy } from '@/lib/content';
import { QuoteWizard } from './QuoteWizard';

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: /mobile/i }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe("the wizard's copy", () => {
  it('shows the copy it is given: titles, hints, placeholders, the privacy note', async () => {
    const user = userEvent.setup();
    render(<QuoteWizard copy={quoteCopy} />);
    expect(screen.getByRole('heading', { name: 'Your contact details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Letters only, no spaces.',
    );
    expect(screen.getByRole('textbox', { name: /mobile/i })).toHaveAttribute(
      'placeholder',
      '98765 43210',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).parentElement).toHaveTextContent(
      'We use these details only to answer your request. See our privacy policy.',
    );
    await fillContact(user);
    expect(screen.getByRole('heading', { name: 'What do you need?' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: /^Tell us about your project/ }),
    ).toBeInTheDocument();
  });
});

describe('the wizard step machine', () => {
  beforeEach(() => post.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('Continue validates only the current step and advances when it is valid', async () => {
    const user = userEvent.setup();
    render(<QuoteWizard copy={quoteCopy} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.queryByText('Please select the service.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await fillContact(user);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    // Focus on the new step's heading is checked in the browser (tests/e2e/quote.spec.ts):
    // user-event's click sequence in jsdom hands focus back to the button afterwards.
  });

  it('the previous arrow goes back one step and keeps the values', async () => {
    const user = userEvent.setup();
    render(<QuoteWizard copy={quoteCopy} />);
    expect(screen.queryByRole('button', { name: 'Previous step' })).not.toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Digital Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByRole('radio', { name: 'Digital Marketing' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
  });

  it('Submit validates step 2, then posts once; a failure keeps the step and shows the alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    post.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<QuoteWizard copy={quoteCopy} />);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Web Development' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select the budget.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '$5K - $10K' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your quote. Please try again.',
    );
    expect(screen.getByRole('radio', { name: '$5K - $10K' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: /thank you/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
    expect(post).toHaveBeenCalledTimes(2);
    // The retry is the same submission: the endpoint stores it once even if both arrived.
    expect(post.mock.calls[1]?.[1]).toBe(post.mock.calls[0]?.[1]);
    expect(post.mock.calls[1]?.[0]).toMatchObject({
      name: 'Asha',
      mobile: '+919876543210',
      budget: '$5K - $10K',
      fileattachment: null,
    });
  });
});
