import { EXPANDED_CARD_MAX_WIDTH_PX, EXPANDED_CARD_WIDTH, type Card } from '@agency/schema';
import { Modal } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import DOMPurify from 'dompurify';
import { useContext, useMemo, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import classes from './cards.module.css';
import { CARD_TEXTS } from './texts.ts';

export interface ExpandedCardProps {
  card: Card | null;
  onClose: () => void;
}

/** The card-expand overlay: 80% wide, at most 1400 px; the card's HTML, sanitized. */
export function ExpandedCard({ card, onClose }: ExpandedCardProps) {
  // The home page runs without the app's router (src/home.tsx): there, links load their page.
  const router = useContext(UNSAFE_NavigationContext);
  const html = useMemo(
    () => (card ? DOMPurify.sanitize(card.expandedContent, { USE_PROFILES: { html: true } }) : ''),
    [card],
  );

  // Links inside the content to the site's own pages stay in the app.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!router || !anchor || !href?.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onClose();
    void router.navigator.push(href);
  };

  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      centered
      size={EXPANDED_CARD_WIDTH}
      radius={24}
      title={card?.title}
      closeButtonProps={{ 'aria-label': CARD_TEXTS.closeExpanded }}
      overlayProps={{ backgroundOpacity: 0.7, blur: 8 }}
      transitionProps={{ transition: 'pop', duration: 250 }}
      styles={{ content: { maxWidth: EXPANDED_CARD_MAX_WIDTH_PX } }}
      classNames={{
        content: classes.expanded,
        header: classes.expandedHeader,
        title: classes.expandedTitle,
      }}
    >
      {card ? (
        <>
          <p className={classes.expandedLead}>{card.description}</p>
          <div
            className={classes.prose}
            onClick={onClick}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      ) : null}
    </Modal>
  );
}
