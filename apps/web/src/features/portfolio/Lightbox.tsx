import { Modal } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ImageWithFallback } from '../../components/media/ImageWithFallback.tsx';
import classes from './portfolio.module.css';
import { PORTFOLIO_TEXTS } from './texts.ts';

export interface LightboxProps {
  images: string[];
  index: number | null;
  label: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The full-screen gallery viewer: closes on its backdrop or its close button; arrows move between images. */
export function Lightbox({ images, index, label, onIndex, onClose }: LightboxProps) {
  const opened = index !== null;
  const count = images.length;

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      title={PORTFOLIO_TEXTS.lightbox}
      transitionProps={{ transition: 'fade', duration: 200 }}
      classNames={{
        content: classes.lightbox,
        body: classes.lightboxBody,
        header: classes.visuallyHiddenHeader,
      }}
      zIndex={400}
    >
      <div
        className={classes.lightboxBackdrop}
        data-testid="lightbox-backdrop"
        onClick={(event) => event.target === event.currentTarget && onClose()}
      >
        {index !== null ? (
          <ImageWithFallback
            key={images[index]}
            src={images[index]}
            alt={`${label} ${index + 1}/${count}`}
            label={label}
            className={classes.lightboxImage}
            loading="eager"
          />
        ) : null}
        <button
          type="button"
          className={classes.lightboxClose}
          aria-label={PORTFOLIO_TEXTS.closeLightbox}
          onClick={onClose}
          data-autofocus
        >
          <IconX size={22} stroke={1.8} />
        </button>
        {count > 1 && index !== null ? (
          <>
            <button
              type="button"
              className={classes.lightboxPrev}
              aria-label={PORTFOLIO_TEXTS.previous}
              onClick={() => onIndex((index - 1 + count) % count)}
            >
              <IconChevronLeft size={26} stroke={1.8} />
            </button>
            <button
              type="button"
              className={classes.lightboxNext}
              aria-label={PORTFOLIO_TEXTS.next}
              onClick={() => onIndex((index + 1) % count)}
            >
              <IconChevronRight size={26} stroke={1.8} />
            </button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
