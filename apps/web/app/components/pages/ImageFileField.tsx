import { UPLOAD_LIMITS } from '@site/api';
import { imageFileError } from '@site/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import * as styles from './pages.css';

/**
 * The state of a picture a public form sends (the support form's attachment, the removal appeal's proof):
 * the chosen file, the error under it, and the limit in MB for the texts. A file of the wrong type or over
 * the limit is refused when chosen (the server checks the content again).
 */
export function useImageFile() {
  const { t } = useT();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = UPLOAD_LIMITS.imageMaxBytes;
  const size = Math.round((maxBytes / 1024 ** 2) * 10) / 10;
  return {
    file,
    error,
    setError,
    input,
    /** The limit in MB, one decimal. */
    size,
    choose(chosen: File) {
      const problem = imageFileError(chosen, maxBytes);
      if (problem) {
        if (input.current) input.current.value = '';
        setFile(undefined);
        setError(t(problem, { size }));
      } else {
        setFile(chosen);
        setError(null);
      }
    },
    /** Forgets the file (and empties the input). */
    clear() {
      if (input.current) input.current.value = '';
      setFile(undefined);
      setError(null);
    },
    /** The server's answer about the file (§8: too large, not a picture), under the field. */
    serverError(code: string) {
      setError(code === 'file_too_large' ? t('form.error.fileSize', { size }) : t('form.error.fileType'));
    },
  };
}

export type ImageFile = ReturnType<typeof useImageFile>;

export interface ImageFileFieldProps {
  state: ImageFile;
  label: string;
  /** Under the label (the limit is `state.size`). */
  hint: string;
  required?: boolean;
  /** Under the input, before the error: e.g. the chosen file's name with a remove button. */
  children?: ReactNode;
}

/** The picture's label, hint, file input and error, tied together for assistive technology. */
export function ImageFileField({ state, label, hint, required, children }: ImageFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
      <input
        ref={state.input}
        id={id}
        type="file"
        accept="image/*"
        required={required}
        aria-describedby={state.error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={state.error ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) state.choose(chosen);
        }}
      />
      {children}
      {state.error && (
        <p id={errorId} role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
