import type { ReactNode, Ref } from 'react';
import { useLinkComponent } from '../i18n/UiProvider';
import * as styles from './Tag.css';

export interface TagProps {
  /** Where the keyword leads, e.g. the search for it. */
  href: string;
  /** The keyword. */
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A keyword chip: a link rendered with the `UiProvider`'s link component (router-agnostic). */
export function Tag({ href, children, ref }: TagProps) {
  const Link = useLinkComponent();
  return (
    <Link ref={ref} href={href} className={styles.tag}>
      {children}
    </Link>
  );
}

export interface TagListItem {
  /** The keyword as shown. */
  label: string;
  href: string;
}

export interface TagListProps {
  tags: readonly TagListItem[];
  /** The list's accessible name, e.g. "Top keywords", when no visible heading names it. */
  label?: string;
  /** Id of a visible heading that names the list (preferred to `label`). */
  labelledBy?: string;
}

/**
 * A strip of keyword chips that wraps onto as many lines as it needs (§2 top-keywords strip): a named group
 * of links, one element per keyword (home shows 50 of them; a list would add an item around each).
 */
export function TagList({ tags, label, labelledBy }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not a form's fieldset
    <div
      role="group"
      className={styles.list}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {tags.map((tag) => (
        <Tag key={tag.href} href={tag.href}>
          {tag.label}
        </Tag>
      ))}
    </div>
  );
}
