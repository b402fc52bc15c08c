import { PLACEHOLDER_ROTATION_MS, ROTATING_PROMPTS, WORD_LIMIT } from '@agency/schema';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestMantine } from '../../test/render.tsx';
import { MessageBox } from './MessageBox.tsx';
import { CHAT_TEXTS } from './texts.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

function setup() {
  const onSubmit = vi.fn();
  const onOverLimit = vi.fn();
  render(
    <TestMantine>
      <MessageBox
        busy={false}
        onSubmit={onSubmit}
        onOverLimit={onOverLimit}
        renderToolbar={({ counter, canSend }) => (
          <div>
            {counter}
            <button type="submit" disabled={!canSend}>
              Send
            </button>
          </div>
        )}
      />
    </TestMantine>,
  );
  const input = screen.getByLabelText(CHAT_TEXTS.messageLabel) as HTMLTextAreaElement;
  return { input, onSubmit, onOverLimit, send: screen.getByRole('button', { name: 'Send' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('message box', () => {
  it('rotates the placeholder through the prompts every 4750 ms, in order, and wraps around', () => {
    vi.useFakeTimers();
    const { input } = setup();
    expect(input.placeholder).toBe(ROTATING_PROMPTS[0]);
    act(() => {
      vi.advanceTimersByTime(PLACEHOLDER_ROTATION_MS - 1);
    });
    expect(input.placeholder).toBe(ROTATING_PROMPTS[0]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input.placeholder).toBe(ROTATING_PROMPTS[1]);
    act(() => {
      vi.advanceTimersByTime(PLACEHOLDER_ROTATION_MS * (ROTATING_PROMPTS.length - 1));
    });
    expect(input.placeholder).toBe(ROTATING_PROMPTS[0]);
    expect(ROTATING_PROMPTS).toHaveLength(30);
  });

  it('grows with its text, and empty keeps the height the style sheet gives it (as the server drew it)', () => {
    const { input } = setup();
    expect(input.style.height).toBe('');
    Object.defineProperty(input, 'scrollHeight', { configurable: true, value: 120 });
    fireEvent.change(input, { target: { value: 'one\ntwo\nthree\nfour' } });
    expect(input.style.height).toBe('120px');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.style.height).toBe('');
  });

  it('counts words as n/150 words', () => {
    const { input } = setup();
    expect(screen.getByText(`0/${WORD_LIMIT} words`)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Three little words' } });
    expect(screen.getByText(`3/${WORD_LIMIT} words`)).toBeTruthy();
  });

  it('accepts 150 words and refuses the 151st, keeping the text as it was', () => {
    const { input, onOverLimit } = setup();
    fireEvent.change(input, { target: { value: words(WORD_LIMIT) } });
    expect(input.value).toBe(words(WORD_LIMIT));
    expect(onOverLimit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: `${words(WORD_LIMIT)} one-more` } });
    expect(onOverLimit).toHaveBeenCalledWith(WORD_LIMIT + 1);
    expect(input.value).toBe(words(WORD_LIMIT));
    expect(screen.getByText(`${WORD_LIMIT}/${WORD_LIMIT} words`)).toBeTruthy();
  });

  it('refuses a paste that goes over the limit', () => {
    const { input, onOverLimit } = setup();
    fireEvent.change(input, { target: { value: words(400) } });
    expect(onOverLimit).toHaveBeenCalledWith(400);
    expect(input.value).toBe('');
  });

  it('disables send while empty or blank', () => {
    const { input, send } = setup();
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Hello' } });
    expect((send as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends on Enter and clears; Shift+Enter does not send', () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: 'First line' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('First line');
    expect(input.value).toBe('');
  });

  it('does not send an empty message on Enter', () => {
    const { input, onSubmit } = setup();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
