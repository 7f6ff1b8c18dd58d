import { FORBIDDEN_WORD_MAX, FORBIDDEN_WORD_PATTERN } from '@site/api/display';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, AddItemForm, ListState } from '../ModerationCommon/parts';
import type { ForbiddenWordsProps } from '../ModerationCommon/types';

/** Why a new word cannot be added: null, or the message key (one word of letters and digits, not a duplicate). */
export function wordError(
  word: string,
  existing: readonly { word: string }[],
): 'moderation.words.invalid' | 'moderation.words.duplicate' | null {
  const text = word.trim();
  if (text.length === 0 || text.length > FORBIDDEN_WORD_MAX || !FORBIDDEN_WORD_PATTERN.test(text))
    return 'moderation.words.invalid';
  const lower = text.toLowerCase();
  return existing.some((row) => row.word.toLowerCase() === lower) ? 'moderation.words.duplicate' : null;
}

/** The forbidden words of comments, messages and titles: add one (validated), remove any. */
export function ForbiddenWords({
  words,
  onWordAdd,
  onWordRemove,
  addResetKey,
  busy = false,
  actionError,
  loading,
  error,
  onRetry,
}: ForbiddenWordsProps) {
  const { t, locale } = useMessages(moderationEn);
  const titleId = useId();
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.words.title')}
      </h2>
      <p className={common.muted}>{t('moderation.words.hint')}</p>
      <AddItemForm
        label={t('moderation.words.add')}
        submitLabel={t('moderation.words.addSubmit')}
        maxLength={FORBIDDEN_WORD_MAX}
        problem={(text) => {
          const key = wordError(text, words);
          return key && t(key);
        }}
        onAdd={onWordAdd}
        busy={busy}
        resetKey={addResetKey}
      />
      <ActionAlert code={actionError} />
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={words.length === 0}
        emptyTitle={t('moderation.words.empty')}
      >
        <ul className={common.cards}>
          {words.map((row) => (
            <li key={row.word} className={common.card}>
              <div className={common.spread}>
                <div>
                  <strong>{row.word}</strong>
                  <div className={common.muted}>
                    {row.added_by
                      ? t('moderation.words.added', {
                          username: row.added_by.username,
                          date: formatDateTime(row.created_at, locale),
                        })
                      : t('moderation.words.addedAt', { date: formatDateTime(row.created_at, locale) })}
                  </div>
                </div>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => onWordRemove(row.word)}>
                  {t('moderation.words.remove', { word: row.word })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
