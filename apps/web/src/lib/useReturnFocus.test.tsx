import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './useReturnFocus.ts';

const fallback = () => document.getElementById('fallback');

/** A layer that unmounts as it closes, opened by a button or by the app itself. */
function Page({ keepOpener = true }: { keepOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  useReturnFocus(open, fallback);
  return (
    <>
      <textarea id="fallback" aria-label="message" />
      {keepOpener || !open ? (
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
      ) : null}
      {open ? (
        <div role="dialog" aria-label="layer">
          <button type="button" autoFocus onClick={() => setOpen(false)}>
            Got it!
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('useReturnFocus', () => {
  it('returns focus to the control that opened the layer', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('button', { name: 'Got it!' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('falls back when the opener is gone or nothing had focus', () => {
    render(<Page keepOpener={false} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'message' }));
  });
});
