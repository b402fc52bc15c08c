import type { EmploymentType, ResumeUploadResult } from '@agency/schema';
import { IconBriefcase, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ChatPanel } from '../../components/ChatPanel.tsx';
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
  const panel = useRef<HTMLElement>(null);
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
    <ChatPanel
      panelRef={panel}
      classNames={{ root: classes.panel, subtitle: classes.subtitle }}
      testId="employment-panel"
      duration={0.35}
      title={CAREERS_TEXTS.title}
      subtitle={CAREERS_TEXTS.subtitle}
      closeLabel={CAREERS_TEXTS.close}
      onClose={() => close.current()}
    >
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
    </ChatPanel>
  );
}
