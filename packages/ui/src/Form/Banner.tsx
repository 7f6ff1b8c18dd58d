import type { ReactNode, Ref } from 'react';
import * as styles from './Form.css';

export interface FormBannerProps {
  tone?: 'error' | 'success';
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form's message above its fields: the server's error (an alert, focusable so focus can land on it
 * when no field is to blame) or a success confirmation (a status). Told by an icon and text, not colour.
 */
export function FormBanner({ tone = 'error', children, ref }: FormBannerProps) {
  const error = tone === 'error';
  return (
    <div
      ref={ref}
      role={error ? 'alert' : 'status'}
      tabIndex={-1}
      className={error ? styles.banner : `${styles.banner} ${styles.bannerSuccess}`}
      data-tone={tone}
    >
      <svg
        className={error ? styles.bannerIcon : `${styles.bannerIcon} ${styles.bannerIconSuccess}`}
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        {error ? (
          <>
            <path d="M8 4.5v4.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            <circle cx="8" cy="11.4" r="1" fill="currentColor" />
          </>
        ) : (
          <path d="M5 8.3l2 2 4-4.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        )}
      </svg>
      <div>{children}</div>
    </div>
  );
}
