import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, EXIT_SAFETY_MS, useContentThroughExit } from './Dialog';

describe('useContentThroughExit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  /** The hook with its ref on a real <dialog>, with transitions as the stylesheet sets them. */
  function renderWithDialog(open: boolean, durations = '300ms, 300ms') {
    const dialog = document.createElement('dialog');
    dialog.style.transitionProperty = 'transform, opacity';
    dialog.style.transitionDuration = durations;
    document.body.append(dialog);
    const hook = renderHook(
      ({ open }) => {
        const result = useContentThroughExit(open);
        result.dialogRef.current = dialog;
        return result.contentKey;
      },
      { initialProps: { open } },
    );
    return { hook, dialog };
  }

  function transitionEnd(target: Element, propertyName: string, type = 'transitionend') {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'propertyName', { value: propertyName });
    act(() => void target.dispatchEvent(event));
  }

  it('renders nothing while the dialog has never opened', () => {
    expect(renderWithDialog(false).hook.result.current).toBeNull();
  });

  it("keeps the content until the dialog's own transform or opacity transition ends", () => {
    const { hook, dialog } = renderWithDialog(true);
    const first = hook.result.current;
    expect(first).not.toBeNull();
    hook.rerender({ open: false });
    expect(hook.result.current).toBe(first);
    // Neither a child's transition nor the discrete overlay/display ones count.
    const child = dialog.appendChild(document.createElement('div'));
    transitionEnd(child, 'transform');
    transitionEnd(dialog, 'overlay');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(hook.result.current).toBe(first);
    transitionEnd(dialog, 'transform');
    expect(hook.result.current).toBeNull();
  });

  it('drops the content when the exit transition is cancelled', () => {
    const { hook, dialog } = renderWithDialog(true);
    hook.rerender({ open: false });
    transitionEnd(dialog, 'opacity', 'transitioncancel');
    expect(hook.result.current).toBeNull();
  });

  it('drops the content at once when the dialog has no transition (reduced motion)', () => {
    const { hook } = renderWithDialog(true, '0s, 0s');
    hook.rerender({ open: false });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(hook.result.current).toBeNull();
  });

  it('drops the content after the safety timeout if no transition event comes', () => {
    const { hook } = renderWithDialog(true);
    const first = hook.result.current;
    hook.rerender({ open: false });
    act(() => {
      vi.advanceTimersByTime(EXIT_SAFETY_MS - 1);
    });
    expect(hook.result.current).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hook.result.current).toBeNull();
  });

  it('gives every opening a new key, even one during the exit, so the content starts afresh', () => {
    const { hook, dialog } = renderWithDialog(false);
    hook.rerender({ open: true });
    const first = hook.result.current;
    hook.rerender({ open: false });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    hook.rerender({ open: true });
    const second = hook.result.current;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    // Neither the earlier close's timer nor a late event of its transition drops it.
    transitionEnd(dialog, 'transform');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(hook.result.current).toBe(second);
  });
});

/** jsdom has no showModal(): a stand-in sets the open attribute and sends close events. */
describe('Dialog', () => {
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });

  function Harness({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open it
        </button>
        <Dialog
          open={open}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          returnFocusTo={() => screen.getByRole('button', { name: 'Open it' })}
          labelledBy="title"
          variant="center"
        >
          <h2 id="title">A dialog</h2>
          <p>Inside</p>
        </Dialog>
      </>
    );
  }

  async function openHarness() {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'A dialog' });
    expect(dialog).toHaveAttribute('open');
    expect(document.documentElement).toHaveClass('overflow-hidden');
    return { onClose, dialog, user };
  }

  it('Escape (the cancel event) closes it through onClose and gives focus back', async () => {
    const { onClose, dialog } = await openHarness();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    // The browser's own close is held back so that React state decides.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('overflow-hidden');
  });

  it('while not dismissible, Escape is cancelled wherever focus is, even on the body', () => {
    const { rerender } = render(
      <Dialog open onClose={() => {}} labelledBy="t" variant="center" dismissible={false}>
        <h2 id="t">Busy</h2>
      </Dialog>,
    );
    const escape = () => new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    const onBody = escape();
    document.body.dispatchEvent(onBody);
    expect(onBody.defaultPrevented).toBe(true);
    rerender(
      <Dialog open onClose={() => {}} labelledBy="t" variant="center">
        <h2 id="t">Busy</h2>
      </Dialog>,
    );
    const dismissible = escape();
    document.body.dispatchEvent(dismissible);
    expect(dismissible.defaultPrevented).toBe(false);
  });

  it('a click on the backdrop closes it; a click on its content does not', async () => {
    const { onClose, dialog, user } = await openHarness();
    await user.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    // A backdrop click targets the <dialog> itself, outside its box (jsdom's box is empty).
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus());
    expect(onClose).toHaveBeenCalled();
  });
});

describe('a Dialog that must stay', () => {
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it('ignores Escape and the backdrop, and reopens when the browser closes it anyway', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} labelledBy="t" variant="drawer" dismissible={false}>
        <h2 id="t">Sending</h2>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sending' });
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(onClose).not.toHaveBeenCalled();
    // A close request that could not be cancelled (a back gesture) closes it natively.
    dialog.removeAttribute('open');
    act(() => void dialog.dispatchEvent(new Event('close')));
    expect(dialog).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
  });
});
