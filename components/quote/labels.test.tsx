import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteCopy } from '@/lib/content';
import { LEAD_LABELS } from '@/lib/quote/fields';
import { QuoteWizard } from './QuoteWizard';

// The wizard writes its labels itself, so that the public script stays byte for byte what it
// was; the field model's labels are held to the wizard's here.
describe('the wizard’s labels', () => {
  it('are the field model’s: the contact fields, the service and the budget', async () => {
    const user = userEvent.setup();
    render(<QuoteWizard copy={quoteCopy} />);
    const name = screen.getByRole('textbox', { name: LEAD_LABELS.name });
    const mobile = screen.getByRole('textbox', { name: LEAD_LABELS.mobile });
    const email = screen.getByRole('textbox', { name: LEAD_LABELS.email });
    await user.type(name, 'Asha');
    await user.type(mobile, '9876543210');
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const service = screen.getByRole('radiogroup', { name: LEAD_LABELS.service });
    await user.click(service.querySelector('input')!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radiogroup', { name: LEAD_LABELS.budget })).toBeInTheDocument();
  });
});
