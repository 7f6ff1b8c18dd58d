import { type Suggestion, TEXT_LIMITS, TIMING } from '@site/api';
import { canSubmitSearch, suggestQuery } from '@site/api/display';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { useControllableState } from '../TextField/Field';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchBox.css';

/** A search suggestion as the suggester returns it (§7): a term, or a category, model or channel. */
export type SearchSuggestion = Suggestion;

export interface SearchBoxProps {
  /** The text (controlled); pair with `onValueChange`. */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Gets the suggestions for a query: called with the trimmed text (2 to 100 characters) after typing
   * pauses for `debounceMs` (§4). The signal aborts when the text changes again. A rejection shows
   * "Suggestions are unavailable". The component does not fetch: the site passes its suggester call.
   */
  onSuggest?: (query: string, options: { signal: AbortSignal }) => Promise<ReadonlyArray<SearchSuggestion>>;
  /** The last searches, most recent first (§4 keeps 3), offered while the box is empty. */
  recent?: ReadonlyArray<string>;
  /**
   * Called with the trimmed term when a search is submitted (at least 3 characters, §5), or a recent
   * search or a plain term suggestion is chosen. The site saves it to recent searches and navigates.
   */
  onSubmit: (term: string) => void;
  /** Called when a category, model or channel suggestion is chosen; without it, its title is searched. */
  onSelectSuggestion?: (suggestion: SearchSuggestion) => void;
  /** Defaults to §9's 300 ms. */
  debounceMs?: number;
  /** The field's accessible name; defaults to the `searchBox.label` message. */
  label?: string;
  placeholder?: string;
  /** Starts with the list open, e.g. in a story. */
  autoFocus?: boolean;
}

type SuggestState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; suggestions: ReadonlyArray<SearchSuggestion> };

type Item = { kind: 'recent'; term: string } | { kind: 'suggestion'; suggestion: SearchSuggestion };

function SearchIcon() {
  return (
    <LineIcon
      className={styles.icon}
      d={['M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z', 'M11 11l3.5 3.5']}
      strokeWidth="1.8"
    />
  );
}

function ClockIcon() {
  return (
    <LineIcon
      className={styles.icon}
      d={['M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M8 4.5V8l2.5 1.5']}
      strokeWidth="1.6"
    />
  );
}

/**
 * The header search box (§2, §4, §5) on the ARIA combobox pattern: typing 2 to 100 characters asks
 * `onSuggest` after a 300 ms pause; the empty box offers the recent searches; ↓/↑ move through the list,
 * Enter chooses the highlighted option (or submits), Escape closes the list and then clears the text.
 * Submitting needs at least 3 characters, and says so otherwise.
 */
export function SearchBox({
  value,
  defaultValue = '',
  onValueChange,
  onSuggest,
  recent = [],
  onSubmit,
  onSelectSuggestion,
  debounceMs = TIMING.searchDebounce,
  label,
  placeholder,
  autoFocus,
}: SearchBoxProps) {
  const { t, plural } = useMessages();
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestRef = useRef(onSuggest);
  suggestRef.current = onSuggest;
  const listId = `${useId().replace(/[^\w-]/g, '')}-list`;
  const optionId = (index: number) => `${listId}-${index}`;

  const query = suggestQuery(text);
  useEffect(() => {
    const suggest = suggestRef.current;
    // §4: outside 2 to 100 characters the suggestions are cleared.
    if (!typed || query === null || !suggest) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      suggest(query, { signal: controller.signal }).then(
        (suggestions) => {
          if (!controller.signal.aborted) setState({ status: 'done', suggestions });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, typed, debounceMs]);

  const showRecent = text.trim().length < TEXT_LIMITS.suggestMin && recent.length > 0;
  const items: Item[] =
    state.status === 'done'
      ? state.suggestions.map((suggestion) => ({ kind: 'suggestion', suggestion }))
      : showRecent
        ? recent.map((term) => ({ kind: 'recent', term }))
        : [];
  const message =
    state.status === 'loading'
      ? t('searchBox.loading')
      : state.status === 'error'
        ? t('searchBox.suggestError')
        : state.status === 'done' && items.length === 0
          ? t('searchBox.noSuggestions')
          : null;
  const expanded = open && (items.length > 0 || message !== null);
  const activeIndex = expanded && active < items.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (term: string) => {
    close();
    onSubmit(term.trim());
  };

  const choose = (item: Item) => {
    if (item.kind === 'recent') {
      setText(item.term);
      setTyped(false);
      submit(item.term);
      return;
    }
    const { suggestion } = item;
    setTyped(false);
    if (suggestion.type !== 'search' && onSelectSuggestion) {
      close();
      onSelectSuggestion(suggestion);
      return;
    }
    setText(suggestion.title);
    submit(suggestion.title);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitSearch(text)) {
      setTooShort(true);
      inputRef.current?.focus();
      return;
    }
    setTyped(false);
    submit(text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : items.length - 1);
          return;
        }
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current < 0) return step === 1 ? 0 : items.length - 1;
          return (current + step + items.length) % items.length;
        });
        return;
      }
      case 'Enter': {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else {
          setText('');
          setTooShort(false);
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const listLabel = state.status === 'done' ? t('searchBox.suggestions') : t('searchBox.recent');
  const headingId = `${listId}-heading`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the site supports
    <form role="search" className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <TextField
          ref={inputRef}
          type="search"
          label={label ?? t('searchBox.label')}
          hideLabel
          placeholder={placeholder ?? t('searchBox.placeholder')}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setTyped(true);
            setTooShort(false);
            setOpen(true);
            setActive(-1);
          }}
          maxLength={TEXT_LIMITS.searchMax}
          error={tooShort ? plural('searchBox.tooShort', TEXT_LIMITS.searchMin) : undefined}
          loading={state.status === 'loading'}
          role="combobox"
          aria-autocomplete="list"
          // Expanded only with options to move through; "loading", "none" and errors are announced instead.
          aria-expanded={expanded && items.length > 0}
          aria-controls={expanded && items.length > 0 ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={handleKeyDown}
          onClick={() => setOpen(true)}
        />
        {expanded && (
          <div className={styles.popup} data-search-popup="">
            {items.length > 0 && (
              <>
                <p id={headingId} className={styles.heading}>
                  {listLabel}
                </p>
                <div id={listId} role="listbox" aria-labelledby={headingId} className={styles.listbox}>
                  {items.map((item, index) => {
                    const key =
                      item.kind === 'recent'
                        ? `r-${item.term}`
                        : `s-${item.suggestion.type}-${item.suggestion.dir ?? item.suggestion.title}`;
                    return (
                      // biome-ignore lint/a11y/useFocusableInteractive: combobox options stay in the field's focus (aria-activedescendant)
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrow keys and Enter choose options
                      <div
                        key={key}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        className={styles.option}
                        // Keep the focus in the field: the click still chooses.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(item)}
                      >
                        {item.kind === 'recent' ? <ClockIcon /> : <SearchIcon />}
                        <span className={styles.optionText}>
                          {item.kind === 'recent' ? item.term : item.suggestion.title}
                        </span>
                        {item.kind === 'suggestion' && item.suggestion.type !== 'search' && ' '}
                        {item.kind === 'suggestion' && item.suggestion.type !== 'search' && (
                          <span className={styles.optionType}>
                            {t(`searchBox.type.${item.suggestion.type}`)}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              </>
            )}
            {message && <p className={styles.message}>{message}</p>}
          </div>
        )}
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {expanded && state.status === 'done' ? plural('searchBox.count', items.length) : (message ?? '')}
        </VisuallyHidden>
      </div>
      <Button type="submit" variant="primary">
        {t('searchBox.submit')}
      </Button>
    </form>
  );
}
