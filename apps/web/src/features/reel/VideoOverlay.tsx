import { MEDIA_VOLUME } from '@agency/schema';
import { Modal } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import classes from './reel.module.css';
import { REEL_TEXTS } from './texts.ts';

export interface VideoOverlayProps {
  video: { src: string; title: string; poster?: string } | null;
  onClose: () => void;
}

/** The video-player overlay: one film, fading in, at volume 0.7. */
export function VideoOverlay({ video, onClose }: VideoOverlayProps) {
  return (
    <Modal
      opened={video !== null}
      onClose={onClose}
      centered
      size="min(1100px, 94vw)"
      radius="lg"
      title={video?.title}
      closeButtonProps={{ 'aria-label': REEL_TEXTS.close }}
      transitionProps={{ transition: 'fade', duration: 400 }}
      overlayProps={{ backgroundOpacity: 0.75, blur: 8 }}
      classNames={{
        content: classes.playerContent,
        header: classes.playerHeader,
        body: classes.playerBody,
      }}
    >
      {video ? (
        <video
          key={video.src}
          className={classes.playerVideo}
          src={video.src}
          poster={video.poster}
          autoPlay
          controls
          playsInline
          data-testid="overlay-video"
          ref={(element) => {
            if (element) element.volume = MEDIA_VOLUME;
          }}
          onError={(event) =>
            console.warn('The video failed to load', event.currentTarget.currentSrc)
          }
        >
          {REEL_TEXTS.unsupported}
        </video>
      ) : null}
    </Modal>
  );
}
