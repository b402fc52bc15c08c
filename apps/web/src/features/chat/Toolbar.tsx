import { PDF_BUTTON_HIGHLIGHT_MS } from '@agency/schema';
import {
  IconArrowUp,
  IconAward,
  IconBriefcase,
  IconFileUpload,
  IconHeartHandshake,
  IconLayoutGrid,
  IconMail,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './chat.module.css';
import { Hint } from './Hint.tsx';
import { TOOLBAR_TEXTS } from './texts.ts';

export interface ToolbarProps {
  /** How many times the PDF upload was offered: the button shows from the first offer. */
  pdfOffers: number;
  busy: boolean;
  canSend: boolean;
  employmentActive: boolean;
  onEmployment: () => void;
  onPdf: (file: File) => void;
  onPartnership: () => void;
  onPortfolio: () => void;
  onContact: () => void;
  onAwards: () => void;
  /** Shown between the tools and the send button: the word counter. */
  trailing?: ReactNode;
}

function ToolButton(props: {
  label: string;
  /** Shown beside the icon where the toolbar has room: words of the label, so voice users can say it. */
  short: string;
  hint: string;
  onClick: () => void;
  children: ReactNode;
  active?: boolean;
  highlight?: boolean;
  disabled?: boolean;
  align?: 'start' | 'center' | 'end';
}) {
  return (
    <Hint label={props.hint} align={props.align}>
      <button
        type="button"
        className={classes.tool}
        aria-label={props.label}
        aria-pressed={props.active}
        data-highlight={props.highlight || undefined}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
        <span className={classes.toolLabel} aria-hidden="true">
          {props.short}
        </span>
      </button>
    </Hint>
  );
}

/** The toolbar of product.md §2, "Home": each icon button has a label and a tooltip. */
export function Toolbar(props: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [highlight, setHighlight] = useState(false);

  // Each offer highlights the PDF button for 5 s (product.md §9).
  useEffect(() => {
    if (props.pdfOffers === 0) return;
    setHighlight(true);
    const timer = setTimeout(() => setHighlight(false), PDF_BUTTON_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [props.pdfOffers]);

  const iconSize = 19;
  return (
    <div className={classes.toolbar} role="toolbar" aria-label={TOOLBAR_TEXTS.toolbar}>
      <ToolButton
        label={TOOLBAR_TEXTS.employment}
        short={TOOLBAR_TEXTS.employmentShort}
        hint={TOOLBAR_TEXTS.employmentHint}
        onClick={props.onEmployment}
        active={props.employmentActive}
        align="start"
      >
        <IconBriefcase size={iconSize} stroke={1.6} />
      </ToolButton>
      {props.pdfOffers > 0 ? (
        <>
          <ToolButton
            label={TOOLBAR_TEXTS.pdf}
            short={TOOLBAR_TEXTS.pdfShort}
            hint={TOOLBAR_TEXTS.pdfHint}
            onClick={() => fileInput.current?.click()}
            highlight={highlight}
            disabled={props.busy}
          >
            <IconFileUpload size={iconSize} stroke={1.6} />
          </ToolButton>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            data-testid="pdf-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) props.onPdf(file);
            }}
          />
        </>
      ) : null}
      <ToolButton
        label={TOOLBAR_TEXTS.partnership}
        short={TOOLBAR_TEXTS.partnershipShort}
        hint={TOOLBAR_TEXTS.partnershipHint}
        onClick={props.onPartnership}
        disabled={props.busy}
      >
        <IconHeartHandshake size={iconSize} stroke={1.6} />
      </ToolButton>
      <ToolButton
        label={TOOLBAR_TEXTS.portfolio}
        short={TOOLBAR_TEXTS.portfolioShort}
        hint={TOOLBAR_TEXTS.portfolioHint}
        onClick={props.onPortfolio}
      >
        <IconLayoutGrid size={iconSize} stroke={1.6} />
      </ToolButton>
      <ToolButton
        label={TOOLBAR_TEXTS.contact}
        short={TOOLBAR_TEXTS.contactShort}
        hint={TOOLBAR_TEXTS.contactHint}
        onClick={props.onContact}
      >
        <IconMail size={iconSize} stroke={1.6} />
      </ToolButton>
      <ToolButton
        label={TOOLBAR_TEXTS.awards}
        short={TOOLBAR_TEXTS.awardsShort}
        hint={TOOLBAR_TEXTS.awardsHint}
        onClick={props.onAwards}
      >
        <IconAward size={iconSize} stroke={1.6} />
      </ToolButton>
      <span className={classes.toolbarSpacer} />
      {props.trailing}
      <Hint label={TOOLBAR_TEXTS.sendHint} align="end">
        <button
          type="submit"
          className={classes.send}
          aria-label={TOOLBAR_TEXTS.send}
          disabled={!props.canSend || props.busy}
        >
          <IconArrowUp size={20} stroke={2.2} />
        </button>
      </Hint>
    </div>
  );
}
