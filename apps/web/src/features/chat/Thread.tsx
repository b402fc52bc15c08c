import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { PAGES } from '../../pageTable.ts';
import classes from './chat.module.css';
import type { ChatMessage } from './state.ts';
import { CHAT_TEXTS } from './texts.ts';

/**
 * The site's own public pages as paths a reply may name (`/case-studies/imax`), from the page
 * table: a slug segment is lower-case letters, digits and hyphens. Only these become same-site
 * links; anything else that starts with a slash stays text.
 */
const SITE_PATH = PAGES.flatMap(({ path, clientOnly }) =>
  path && path !== '*' && !clientOnly
    ? [`/${path.replace(/:\w+/g, '[a-z0-9]+(?:-[a-z0-9]+)*')}`]
    : [],
).join('|');

// A web address, an email address, or one of the site's paths standing alone (after a space,
// a bracket or the start, and not running on into more of a path or a word).
const LINK = new RegExp(
  `(https?:\\/\\/[^\\s)]+[^\\s).,!?]|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|(?<=^|[\\s(])(?:${SITE_PATH})(?![\\w/-]))`,
  'g',
);

/** Plain text with its web addresses, email addresses and the site's paths made into links. */
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

/**
 * The conversation: the visitor's and the assistant's messages, and the waiting line. It needs no
 * motion code: a message that arrives while it is shown rises in with CSS (chat.module.css), so the
 * first reply never waits for an animation library to load.
 */
export function Thread({ messages, loading, children }: ThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  // What was there when the thread appeared (the first message, or the conversation as the thread
  // is expanded again) is simply shown; only what comes after enters.
  const [shownAtOpen] = useState(() => new Set(messages.map((message) => message.id)));
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
      {messages.map((message) => (
        <div
          key={message.id}
          className={classes.message}
          data-role={message.role}
          data-testid={`message-${message.role}`}
          data-enter={shownAtOpen.has(message.id) ? undefined : ''}
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
        </div>
      ))}
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
