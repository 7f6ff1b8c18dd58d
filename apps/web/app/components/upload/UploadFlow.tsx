import { type ApiClient, errorCode, isApiError, UPLOAD_FORMATS } from '@site/api';
import { videoQueries } from '@site/api/query';
import { Button, ProgressBar, VisuallyHidden } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import {
  type ChangeEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import {
  initialStep,
  localFileError,
  type UploadStep,
  uploadMessageKey,
  uploadReducer,
} from '../../lib/upload/machine';
import type { StartUpload, UploadHandle } from '../../lib/upload/tus';
import { memberHref } from '../../lib/urls';
import { InfoStep } from './InfoStep';
import { PerformersForm } from './PerformersForm';
import * as styles from './upload.css';
import '../../messages/use-upload';
import { trackGoal } from '../../lib/analytics-lazy';

/** §4: the upload's state is asked for this often until its poster candidates are there. */
export const POLL_MS = 2000;

export interface UploadFlowProps {
  /** The browser's client; tests pass a fake. */
  api: ApiClient;
  /** Sends the bytes: tus in the site, a fake in tests. */
  startUpload: StartUpload;
  /** Where to begin: the start, or an upload found again after a reload. */
  initial?: UploadStep;
  pollMs?: number;
  /** The upload id once the server has checked the file (null when starting over): kept in the URL. */
  onUploadIdChange?: (uploadId: string | null) => void;
}

const ACCEPT = UPLOAD_FORMATS.map((f) => `.${f}`).join(',');

/**
 * The upload screen (§2 /upload-video/, §4): choose a file → uploading with its percent → checking →
 * preparing previews → the info form → sent to moderation, or an error. Each new step's heading takes
 * the focus; errors go to an alert region; progress is a labelled progress bar and a polite status.
 */
export function UploadFlow({
  api,
  startUpload,
  initial = initialStep,
  pollMs = POLL_MS,
  onUploadIdChange,
}: UploadFlowProps) {
  const { t } = useT();
  const [state, dispatch] = useReducer(uploadReducer, initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const upload = useRef<{ handle: UploadHandle; token: number } | null>(null);
  const tokens = useRef(0);
  const onUploadIdRef = useRef(onUploadIdChange);
  onUploadIdRef.current = onUploadIdChange;

  // Focus each new step's heading (not on first render: the page has just loaded), before it is painted.
  const shown = useRef(state.step);
  useLayoutEffect(() => {
    if (shown.current === state.step) return;
    shown.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  // Leaving the page stops sending (choosing the same file later resumes it).
  useEffect(() => () => upload.current?.handle.abort(), []);

  const uploadId = 'uploadId' in state ? state.uploadId : null;

  // Checking: the server looks at the file by content (act 1).
  const checking = state.step === 'checking';
  useEffect(() => {
    if (!checking || uploadId === null) return;
    const controller = new AbortController();
    api.uploads.check({ upload_id: uploadId }, controller.signal).then(
      (answer) => {
        onUploadIdRef.current?.(uploadId);
        dispatch({ type: 'checked', videoId: answer.video_id, duration: answer.duration });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', code: errorCode(error) });
      },
    );
    return () => controller.abort();
  }, [api, checking, uploadId]);

  // Processing: ask every 2 s until poster candidates exist. A 4xx ends it; other failures ask again.
  const processing = state.step === 'processing';
  useEffect(() => {
    if (!processing || uploadId === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      timer = setTimeout(() => {
        api.uploads.list({ upload_id: uploadId }, controller.signal).then(
          ({ uploads }) => {
            if (controller.signal.aborted) return;
            const found = uploads.find((u) => u.upload_id === uploadId);
            if (found) dispatch({ type: 'polled', upload: found });
            poll();
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            if (isApiError(error) && error.status >= 400 && error.status < 500) {
              dispatch({ type: 'failed', code: errorCode(error) });
            } else poll();
          },
        );
      }, pollMs);
    };
    poll();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [api, processing, uploadId, pollMs]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = localFileError(file);
    if (refused) {
      input.value = '';
      dispatch({ type: 'rejected', code: refused });
      return;
    }
    const token = ++tokens.current;
    const current = () => upload.current?.token === token;
    dispatch({ type: 'started', fileName: file.name });
    const handle = startUpload(file, {
      onProgress: (percent) => current() && dispatch({ type: 'progress', percent }),
      onReconnecting: () => current() && dispatch({ type: 'reconnecting' }),
      onSuccess: (id) => {
        if (!current()) return;
        upload.current = null;
        dispatch({ type: 'uploaded', uploadId: id });
      },
      onError: (code) => {
        if (!current()) return;
        upload.current = null;
        dispatch({ type: 'failed', code });
      },
    });
    upload.current = { handle, token };
  };

  const startOver = () => {
    upload.current?.handle.abort();
    upload.current = null;
    onUploadIdRef.current?.(null);
    dispatch({ type: 'reset' });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {state.step === 'info' && state.edit ? t('upload.edit.title') : t('upload.title')}
      </h1>
      {state.step === 'start' && <StartStep error={state.error} onChoose={chooseFile} headingRef={heading} />}
      {state.step === 'uploading' && (
        <Step title={t('upload.uploading.title')} headingRef={heading}>
          <ProgressBar label={t('upload.uploading.file', { name: state.fileName })} value={state.percent} />
          {state.reconnecting ? (
            <p role="status" className={styles.reconnecting}>
              {t('upload.uploading.reconnecting', { percent: Math.floor(state.percent) })}
            </p>
          ) : (
            <VisuallyHidden role="status">
              {t('upload.uploading.announce', { percent: Math.floor(state.percent / 10) * 10 })}
            </VisuallyHidden>
          )}
          <p className={styles.text}>{t('upload.uploading.resume')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={startOver}>
              {t('upload.uploading.cancel')}
            </Button>
          </div>
        </Step>
      )}
      {state.step === 'checking' && (
        <Step title={t('upload.checking.title')} headingRef={heading}>
          <ProgressBar label={t('upload.checking.body')} value={null} />
        </Step>
      )}
      {state.step === 'processing' && (
        <Step title={t('upload.processing.title')} headingRef={heading}>
          <p className={styles.text}>{t('upload.processing.body')}</p>
          <ProgressBar
            label={t('upload.processing.progress')}
            value={state.percent > 0 ? state.percent : null}
          />
        </Step>
      )}
      {state.step === 'info' && (
        <InfoStep
          api={api}
          uploadId={state.uploadId}
          posters={state.posters}
          {...(state.edit ? { edit: state.edit } : {})}
          onSubmitted={(videoId) => {
            trackGoal('upload');
            dispatch({ type: 'submitted', videoId });
          }}
          headingRef={heading}
        />
      )}
      {state.step === 'success' && (
        <SuccessStep api={api} videoId={state.videoId} onAgain={startOver} headingRef={heading} />
      )}
      {state.step === 'error' && (
        <Step title={t('upload.error.title')} headingRef={heading}>
          <p role="alert" className={styles.alert}>
            {t(uploadMessageKey(state.code))}
          </p>
          <div className={styles.actions}>
            <Button onClick={startOver}>{t('upload.error.again')}</Button>
          </div>
        </Step>
      )}
    </div>
  );
}

function Step({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function StartStep({
  error,
  onChoose,
  headingRef,
}: {
  error: string | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <Step title={t('upload.start.title')} headingRef={headingRef}>
      <p className={styles.text}>{t('upload.start.rules')}</p>
      <div>
        <label className={styles.fileLabel} htmlFor={`${id}-file`}>
          {t('upload.start.file')}
        </label>
        <p className={styles.text} id={`${id}-hint`}>
          {t('upload.start.hint', { formats: UPLOAD_FORMATS.join(', ') })}
        </p>
      </div>
      <input
        id={`${id}-file`}
        className={styles.fileInput}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={onChoose}
      />
      <div role="alert" className={styles.alert}>
        {error ? t(uploadMessageKey(error)) : ''}
      </div>
    </Step>
  );
}

function SuccessStep({
  api,
  videoId,
  onAgain,
  headingRef,
}: {
  api: ApiClient;
  videoId: number | null;
  onAgain: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useT();
  // The member's uploads page needs their id: the new video (theirs, in moderation) names it.
  const detail = useQuery({
    ...videoQueries.detail(api, videoId ?? 0),
    enabled: videoId !== null,
    retry: false,
  });
  const userId = detail.data?.video.user_id;
  return (
    <Step title={t('upload.success.title')} headingRef={headingRef}>
      <p role="status">{t('upload.success.body')}</p>
      <div className={styles.actions}>
        {userId ? (
          <Button asChild>
            <Link to={memberHref(userId, 'uploaded_videos')}>{t('upload.success.uploads')}</Link>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onAgain}>
          {t('upload.success.another')}
        </Button>
      </div>
      {videoId !== null && <PerformersForm api={api} videoId={videoId} />}
    </Step>
  );
}
