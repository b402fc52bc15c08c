import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@agency/schema';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import classes from './chat.module.css';

// The toolbar's tooltips, without a positioning library on the first load: they open after 700 ms,
// or at once within 300 ms of another one closing (the "skip delay"), on hover or keyboard focus.
let lastClosedAt = Number.NEGATIVE_INFINITY;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface HintProps {
  label: string;
  /** Which edge of the trigger the bubble lines up with, so it stays on screen at the edges. */
  align?: 'start' | 'center' | 'end';
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function Hint({ label, align = 'center', children }: HintProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay =
      performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  return (
    <span
      className={classes.hintAnchor}
      onPointerEnter={(event) => event.pointerType !== 'touch' && show()}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => isKeyboardFocus(event.target) && show()}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span role="tooltip" id={id} className={classes.hint} data-align={align}>
          {label}
        </span>
      ) : null}
    </span>
  );
}
