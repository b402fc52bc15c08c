import {
  ENTER_SENDS_ATTRIBUTE,
  PLACEHOLDER_ROTATION_MS,
  ROTATING_PROMPTS,
  WORD_LIMIT,
  countWords,
} from '@agency/schema';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './chat.module.css';
import type { HeldMessage } from './state.ts';
import { CHAT_TEXTS } from './texts.ts';
import { usePlaceholderRotation } from './usePlaceholderRotation.ts';

export interface MessageBoxProps {
  busy: boolean;
  /** The placeholder prompts to rotate through (the client prompts unless given). */
  prompts?: readonly string[];
  onSubmit: (text: string) => void;
  /** Enter or send was pressed with a message while `busy`: the message stays in the box. */
  onBlocked?: () => void;
  /** A message that was not sent after all, given back: it goes back into the box. */
  handedBack?: HeldMessage | null;
  /** Input that would take the message over the word limit was refused; `count` is its word count. */
  onOverLimit: (count: number) => void;
  /** The toolbar, given the word counter to show and whether the message can be sent. */
  renderToolbar: (parts: { counter: ReactNode; canSend: boolean }) => ReactNode;
}

const NEAR_LIMIT = WORD_LIMIT - 10;

/**
 * The message box of product.md §2 and §5: a rotating placeholder, the 'n/150 words' counter, input
 * over the limit refused, Enter sends and Shift+Enter makes a new line.
 */
export function MessageBox({
  busy,
  prompts = ROTATING_PROMPTS,
  onSubmit,
  onBlocked,
  handedBack = null,
  onOverLimit,
  renderToolbar,
}: MessageBoxProps) {
  const [value, setValue] = useState('');
  // Taken once per message given back, ahead of what the visitor typed meanwhile (kept after it).
  const [takenBack, setTakenBack] = useState(handedBack);
  if (handedBack !== takenBack) {
    setTakenBack(handedBack);
    if (handedBack) {
      setValue((typed) => (typed.trim() ? `${handedBack.text}\n${typed}` : handedBack.text));
    }
  }
  const placeholder = usePlaceholderRotation(prompts, PLACEHOLDER_ROTATION_MS);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const words = countWords(value);
  // A message given back on top of what was typed can run over the limit: trimmed before it goes.
  const canSend = value.trim().length > 0 && words <= WORD_LIMIT;

  // Grows with its text up to the CSS max-height, then scrolls. Empty, it keeps the style sheet's
  // height, as the server drew it: measured empty, it took its placeholder's height (two lines on a
  // phone, one in the server's HTML) and moved the toolbar and the suggestions as the app started.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = value ? `${element.scrollHeight}px` : '';
  }, [value]);

  const submit = () => {
    if (!canSend) return;
    if (busy) {
      onBlocked?.();
      return;
    }
    onSubmit(value);
    setValue('');
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className={classes.visuallyHidden} htmlFor={`${counterId}-input`}>
        {CHAT_TEXTS.messageLabel}
      </label>
      <textarea
        id={`${counterId}-input`}
        ref={textarea}
        className={classes.textarea}
        rows={1}
        value={value}
        placeholder={placeholder}
        aria-describedby={counterId}
        {...{ [ENTER_SENDS_ATTRIBUTE]: '' }}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const count = countWords(next);
          if (count > WORD_LIMIT) {
            onOverLimit(count);
            return;
          }
          setValue(next);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      {renderToolbar({
        canSend,
        counter: (
          <span
            id={counterId}
            className={classes.counter}
            data-near={words >= NEAR_LIMIT || undefined}
          >
            {CHAT_TEXTS.wordCount(words, WORD_LIMIT)}
          </span>
        ),
      })}
    </form>
  );
}
