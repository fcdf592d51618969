import type { Ref } from 'react';

/**
 * A field people never see or reach: off-screen, hidden from assistive technology, out of
 * the tab order and named so that no browser or password manager fills it. A bot that fills
 * every field fills it too, and its quote is kept but marked as spam.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this empty
        <input
          ref={inputRef}
          type="text"
          name="nf_reference_code"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          defaultValue=""
        />
      </label>
    </div>
  );
}
