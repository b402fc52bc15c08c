import { TEXTS, WORD_LIMIT } from '@agency/schema';
import { Button, Modal } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './chat.module.css';
import { CHAT_TEXTS } from './texts.ts';

export interface WordLimitDialogProps {
  opened: boolean;
  /** The word count of the refused input. */
  count: number;
  onClose: () => void;
}

/** product.md §5: the word-limit warning, its exact texts and 'Got it!'. Focus stays inside. */
export function WordLimitDialog({ opened, count, onClose }: WordLimitDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title={
        <span className={classes.dialogTitle}>
          <IconAlertTriangle size={20} stroke={1.8} aria-hidden="true" />
          {CHAT_TEXTS.wordLimitTitle}
        </span>
      }
      overlayProps={{ backgroundOpacity: 0.6, blur: 6 }}
      classNames={{ content: classes.dialog, header: classes.dialogHeader }}
    >
      <p className={classes.dialogText}>{TEXTS.wordLimit(WORD_LIMIT)}</p>
      <p className={classes.dialogCount}>{CHAT_TEXTS.wordLimitCurrent(count, WORD_LIMIT)}</p>
      <Button fullWidth mt="md" onClick={onClose} data-autofocus>
        {CHAT_TEXTS.wordLimitOk}
      </Button>
    </Modal>
  );
}
