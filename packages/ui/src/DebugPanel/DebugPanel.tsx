import { useId, useState } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import * as styles from './DebugPanel.css';

/** A diagnostic value: shown as text; objects and arrays as JSON. */
export type DebugValue = string | number | boolean | null | undefined | object;

export interface DebugPanelProps {
  /** The diagnostics, in order: an object or a list of key/value pairs. */
  entries: Readonly<Record<string, DebugValue>> | readonly (readonly [string, DebugValue])[];
  /** The panel's heading. Defaults to "Debug". */
  title?: string;
  /** Open at first render. Defaults to closed. */
  defaultOpen?: boolean;
}

/** A value as the panel prints it (exported for tests and for a site's own logging). */
export function formatDebugValue(value: DebugValue): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    // Cyclic objects and the like.
    return String(value);
  }
}

/**
 * A collapsible panel of key/value diagnostics (§2 debug panel): a heading button that shows and hides a
 * description list. The values are passed in; the panel only prints them.
 */
export function DebugPanel({ entries, title, defaultOpen = false }: DebugPanelProps) {
  const { t, plural, formatNumber } = useMessages();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const pairs: (readonly [string, DebugValue])[] = Array.isArray(entries)
    ? [...(entries as readonly (readonly [string, DebugValue])[])]
    : Object.entries(entries as Readonly<Record<string, DebugValue>>);

  return (
    <section className={styles.root} aria-label={title ?? t('debugPanel.title')} data-debug-panel="">
      <h2 className={styles.header}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <LineIcon className={styles.chevron} d="M6 3.5L10.5 8 6 12.5" strokeWidth="2" />
          {title ?? t('debugPanel.title')}
          <span className={styles.count}>
            {plural('debugPanel.entries', pairs.length, { count: formatNumber(pairs.length) })}
          </span>
        </button>
      </h2>
      <div id={id} hidden={!open}>
        {pairs.length > 0 ? (
          <dl className={styles.list}>
            {pairs.map(([key, value], index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: keys may repeat in a list of pairs
              <div key={`${key}-${index}`} style={{ display: 'contents' }}>
                <dt className={styles.key}>{key}</dt>
                <dd className={styles.value}>{formatDebugValue(value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.empty}>{t('debugPanel.empty')}</p>
        )}
      </div>
    </section>
  );
}
