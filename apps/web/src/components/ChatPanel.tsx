import { IconX } from '@tabler/icons-react';
import { m } from 'framer-motion';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useRevealOnOpen } from '../lib/useRevealOnOpen.ts';
import classes from './ChatPanel.module.css';

export interface ChatPanelProps {
  title: string;
  subtitle: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  /** The panel's tint (`root`) and the room under its subtitle, over the shared card. */
  classNames: { root?: string; subtitle?: string };
  /** Seconds the panel takes to rise into place. */
  duration: number;
  /** For a panel that asks where the focus is. */
  panelRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The shell of a panel a reply opens in the conversation (the employment options, the showcase): a
 * card that rises into place and is brought into view, with its title, subtitle and close button.
 */
export function ChatPanel(props: ChatPanelProps) {
  const titleId = useId();
  const own = useRef<HTMLElement>(null);
  const panel = props.panelRef ?? own;
  useRevealOnOpen(panel);
  return (
    <m.section
      ref={panel}
      className={[classes.panel, props.classNames.root].join(' ')}
      aria-labelledby={titleId}
      data-testid={props.testId}
      initial={{ opacity: 0, y: 24 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, y: 16 }}
      transition={{ duration: props.duration, ease: [0.22, 1, 0.36, 1] }}
    >
      <button
        type="button"
        className={classes.close}
        aria-label={props.closeLabel}
        onClick={props.onClose}
      >
        <IconX size={18} stroke={1.8} />
      </button>
      <h2 id={titleId} className={classes.title}>
        {props.title}
      </h2>
      <p className={[classes.subtitle, props.classNames.subtitle].join(' ')}>{props.subtitle}</p>
      {props.children}
    </m.section>
  );
}
