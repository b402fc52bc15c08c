import type { EmploymentType, ResumeUploadResult } from '@agency/schema';
import { IconBriefcase, IconSchool, IconUsersGroup, IconX } from '@tabler/icons-react';
import { m } from 'framer-motion';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevealOnOpen } from '../../lib/useRevealOnOpen.ts';
import classes from './careers.module.css';
import { OpenRoles } from './OpenRoles.tsx';
import { ResumeUploadCard } from './ResumeUploadCard.tsx';
import { CAREERS_TEXTS, EMPLOYMENT_OPTIONS } from './texts.ts';

const ICONS = {
  freelancer: IconUsersGroup,
  'full-time': IconBriefcase,
  internship: IconSchool,
} as const;

export interface EmploymentPanelProps {
  employmentType: EmploymentType | null;
  conversationId?: string;
  onChoose: (type: EmploymentType) => void;
  onUploaded: (result: ResumeUploadResult, file: File) => void;
  onClose: () => void;
}

/**
 * The employment options panel: Freelance Network, Full-Time Careers, Internships, the roles open
 * on the chosen track, and the resume card.
 */
export function EmploymentPanel(props: EmploymentPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useRevealOnOpen(panel);
  // What had the focus as the panel opened (the toolbar's Work with us, or the message box).
  const [opener] = useState(() => document.activeElement);

  // Closing with the focus inside hands it back to the opener, rather than to the page body as the
  // panel leaves; from anywhere else (the message box), the focus stays where it is.
  const close = useRef(() => {});
  close.current = () => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false;
    props.onClose();
    if (hadFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  // Escape closes it, as it does the awards banner; a dialog over the page takes its own Escape.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <m.section
      ref={panel}
      className={classes.panel}
      aria-labelledby={titleId}
      data-testid="employment-panel"
      initial={{ opacity: 0, y: 24 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, y: 16 }}
      transition={{ duration: 0.35, ease: [0.22, 1, 0.36, 1] }}
    >
      <button
        type="button"
        className={classes.close}
        aria-label={CAREERS_TEXTS.close}
        onClick={() => close.current()}
      >
        <IconX size={18} stroke={1.8} />
      </button>
      <h2 id={titleId} className={classes.title}>
        {CAREERS_TEXTS.title}
      </h2>
      <p className={classes.subtitle}>{CAREERS_TEXTS.subtitle}</p>
      <div className={classes.layout}>
        <div className={classes.options}>
          {EMPLOYMENT_OPTIONS.map((option) => {
            const Icon = ICONS[option.type];
            const chosen = props.employmentType === option.type;
            return (
              <button
                key={option.type}
                type="button"
                className={classes.option}
                aria-pressed={chosen}
                onClick={() => props.onChoose(option.type)}
              >
                <span className={classes.optionIcon} aria-hidden="true">
                  <Icon size={22} stroke={1.6} />
                </span>
                <span className={classes.optionText}>
                  <span className={classes.optionTitle}>{option.title}</span>
                  <span className={classes.optionDescription}>{option.description}</span>
                </span>
              </button>
            );
          })}
          {props.employmentType ? <OpenRoles track={props.employmentType} /> : null}
        </div>
        <ResumeUploadCard conversationId={props.conversationId} onUploaded={props.onUploaded} />
      </div>
    </m.section>
  );
}
