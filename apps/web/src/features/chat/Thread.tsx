import { AnimatePresence, m } from 'framer-motion';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import classes from './chat.module.css';
import type { ChatMessage } from './state.ts';
import { CHAT_TEXTS } from './texts.ts';

const LINK = /(https?:\/\/[^\s)]+[^\s).,!?]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain text with its web addresses and email addresses made into links. */
function linkify(text: string): ReactNode[] {
  return text.split(LINK).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part.includes('@') && !part.startsWith('http') ? `mailto:${part}` : part;
    const external = href.startsWith('http');
    return (
      <a key={index} href={href} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
        {part}
      </a>
    );
  });
}

export interface ThreadProps {
  messages: ChatMessage[];
  loading: boolean;
  children?: ReactNode;
}

/** The conversation: the visitor's and the assistant's messages, and the waiting line. */
export function Thread({ messages, loading, children }: ThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  // Keeps the newest line in view inside the thread (the page itself does not jump).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [messages.length, loading, children]);

  return (
    <div
      ref={log}
      className={classes.thread}
      role="log"
      aria-label={CHAT_TEXTS.threadLabel}
      aria-live="polite"
    >
      <AnimatePresence initial={false}>
        {messages.map((message) => (
          <m.div
            key={message.id}
            className={classes.message}
            data-role={message.role}
            data-testid={`message-${message.role}`}
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ duration: 0.35, ease: [0.22, 1, 0.36, 1] }}
          >
            <span className={classes.visuallyHidden}>
              {message.role === 'user' ? CHAT_TEXTS.you : CHAT_TEXTS.assistant}:{' '}
            </span>
            {message.role === 'assistant' ? (
              <span className={classes.avatar} aria-hidden="true">
                <img src="/media/logo-mark.svg" alt="" width={18} height={18} />
              </span>
            ) : null}
            <p className={classes.bubble}>{linkify(message.text)}</p>
          </m.div>
        ))}
      </AnimatePresence>
      {loading ? (
        <div className={classes.typing} role="status">
          <span className={classes.dots} aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {CHAT_TEXTS.loading}
        </div>
      ) : null}
      {children}
    </div>
  );
}
