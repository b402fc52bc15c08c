import { TEXTS, type ResumeUploadResult } from '@agency/schema';
import { Button } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import classes from './careers.module.css';
import { isResumeFile, uploadResume } from './resume.ts';
import { CAREERS_TEXTS } from './texts.ts';

export interface ResumeUploadCardProps {
  conversationId?: string;
  onUploaded: (result: ResumeUploadResult, file: File) => void;
}

type Status = 'idle' | 'chosen' | 'processing' | 'success' | 'error';

/**
 * The resume upload card of product.md §4 and §5: idle → file chosen → processing → success or
 * error. Accepts .pdf and .txt; anything else is refused and cleared; the size shows in KB.
 */
export function ResumeUploadCard({ conversationId, onUploaded }: ResumeUploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const processing = status === 'processing';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isResumeFile(chosen)) {
      setFile(null);
      setStatus('error');
      setError(TEXTS.resumeWrongType);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
    setStatus('chosen');
    setError(null);
  };

  const upload = async () => {
    if (!file || processing) return;
    setStatus('processing');
    setError(null);
    try {
      const result = await uploadResume(file, conversationId);
      setStatus('success');
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(result, file);
    } catch (caught) {
      setStatus('error');
      setError(
        caught instanceof Error && caught.message ? caught.message : TEXTS.resumeUploadFailed,
      );
    }
  };

  return (
    <section className={classes.upload} aria-labelledby={titleId} data-testid="resume-card">
      <div className={classes.uploadHeader}>
        <span className={classes.uploadIcon} aria-hidden="true">
          <IconFileText size={22} stroke={1.6} />
        </span>
        <div>
          <h3 id={titleId} className={classes.uploadTitle}>
            {CAREERS_TEXTS.uploadTitle}
          </h3>
          <p className={classes.uploadSubtitle}>{CAREERS_TEXTS.uploadSubtitle}</p>
        </div>
      </div>
      <label className={classes.drop} data-has-file={file ? true : undefined}>
        <input
          ref={input}
          type="file"
          accept=".pdf,.txt"
          className={classes.fileInput}
          disabled={processing}
          aria-describedby={error ? `${titleId}-error` : undefined}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        <IconUpload size={18} stroke={1.7} aria-hidden="true" />
        {file ? (
          <span className={classes.fileName}>
            {file.name} <span className={classes.fileSize}>{CAREERS_TEXTS.sizeKb(file.size)}</span>
          </span>
        ) : (
          <span>{CAREERS_TEXTS.choose}</span>
        )}
      </label>
      {error ? (
        <p id={`${titleId}-error`} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
      {status === 'success' ? (
        <p className={classes.success} role="status">
          <IconCircleCheck size={16} stroke={1.8} aria-hidden="true" /> {CAREERS_TEXTS.received}
        </p>
      ) : null}
      <Button
        fullWidth
        onClick={() => void upload()}
        disabled={!file || processing}
        loading={processing}
      >
        {processing ? CAREERS_TEXTS.processing : CAREERS_TEXTS.upload}
      </Button>
    </section>
  );
}
