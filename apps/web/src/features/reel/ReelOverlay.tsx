import { MEDIA_VOLUME } from '@agency/schema';
import { Modal } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import classes from './reel.module.css';
import { REEL_VIDEO } from './media.ts';
import { REEL_TEXTS } from './texts.ts';

export interface ReelOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/** The full-screen reel (product.md §4): plays at volume 0.7, closes itself when it ends. */
export function ReelOverlay({ opened, onClose }: ReelOverlayProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton
      closeButtonProps={{ 'aria-label': REEL_TEXTS.close }}
      title={REEL_TEXTS.reelTitle}
      transitionProps={{ transition: 'fade', duration: 300 }}
      classNames={{
        content: classes.reelContent,
        header: classes.reelHeader,
        body: classes.reelBody,
        title: classes.reelTitle,
      }}
    >
      <video
        className={classes.reelVideo}
        src={REEL_VIDEO.src}
        poster={REEL_VIDEO.poster}
        autoPlay
        controls
        playsInline
        data-testid="reel-video"
        ref={(element) => {
          if (element) element.volume = MEDIA_VOLUME;
        }}
        onEnded={(event) => {
          // The reel ends, then resets: back to the start, and the overlay closes.
          event.currentTarget.currentTime = 0;
          onClose();
        }}
        onError={(event) => console.warn('The reel failed to load', event.currentTarget.currentSrc)}
      >
        {REEL_TEXTS.unsupported}
      </video>
    </Modal>
  );
}
