import type { Suggestion } from '@site/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

const suggestions: Suggestion[] = [
  { type: 'search', title: 'harbour sunset', dir: null },
  { type: 'category', title: 'Harbours', dir: 'harbours' },
  { type: 'model', title: 'Harper Lane', dir: 'harper-lane' },
];

function setup(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  const onSubmit = vi.fn();
  const onSuggest = vi.fn(async (_query: string) => suggestions);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<SearchBox onSubmit={onSubmit} onSuggest={onSuggest} {...props} />);
  const input = screen.getByRole('combobox', { name: 'Search videos' });
  return { user, input, onSubmit, onSuggest };
}

/** Lets the debounce pass and the suggestions promise settle. */
async function pause(ms = 300) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

// Testing Library waits for React with a setTimeout(0), which fake timers would never run; it advances
// the clock itself when it finds a global `jest` with fake timers, so give it one backed by vitest.
const globals = globalThis as { jest?: unknown };
beforeEach(() => {
  vi.useFakeTimers();
  globals.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
});
afterEach(() => {
  delete globals.jest;
  vi.useRealTimers();
});

describe('given typing in the search box', () => {
  it('asks for suggestions only after a 300 ms pause, once, with the trimmed text', async () => {
    const { user, input, onSuggest } = setup();
    await user.type(input, '  har ');
    await pause(299);
    expect(onSuggest).not.toHaveBeenCalled();
    await pause(1);
    expect(onSuggest).toHaveBeenCalledTimes(1);
    expect(onSuggest).toHaveBeenCalledWith(
      'har',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'harbour sunset',
      'Harbours Category',
      'Harper Lane Model',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not ask for fewer than 2 or more than 100 trimmed characters, and clears the list', async () => {
    const { user, input, onSuggest } = setup();
    await user.type(input, ' h ');
    await pause();
    expect(onSuggest).not.toHaveBeenCalled();
    await user.type(input, 'ar');
    await pause();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'h');
    await pause();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'a'.repeat(101));
    await pause();
    // The field stops at 100 characters, which is still in range.
    expect(input).toHaveValue('a'.repeat(100));
    expect(onSuggest).toHaveBeenLastCalledWith('a'.repeat(100), expect.anything());
  });

  it('ignores an answer that arrives after the text changed', async () => {
    let resolveFirst: (value: Suggestion[]) => void = () => {};
    const onSuggest = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Suggestion[]>((resolve) => (resolveFirst = resolve)))
      .mockImplementationOnce(async () => [{ type: 'search', title: 'second answer', dir: null }]);
    const { user, input } = setup({ onSuggest });
    await user.type(input, 'ab');
    await pause();
    await user.type(input, 'c');
    await pause();
    await act(async () => resolveFirst([{ type: 'search', title: 'stale answer', dir: null }]));
    expect(screen.getByRole('option', { name: 'second answer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'stale answer' })).not.toBeInTheDocument();
  });

  it('says when the suggestions failed or there are none', async () => {
    const { user, input } = setup({ onSuggest: vi.fn().mockRejectedValue(new Error('offline')) });
    await user.type(input, 'sun');
    await pause();
    // Shown under the field, and told to a screen reader through the status region.
    expect(screen.getByText('Suggestions are unavailable right now.', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions are unavailable right now.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says "No suggestions" for an empty answer', async () => {
    const { user, input } = setup({ onSuggest: vi.fn().mockResolvedValue([]) });
    await user.type(input, 'zzz');
    await pause();
    expect(screen.getByText('No suggestions', { selector: 'p' })).toBeVisible();
  });
});

describe('given the keyboard', () => {
  it('moves with the arrow keys, wraps, and Enter chooses the highlighted term', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'har');
    await pause();
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'harbour sunset' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Harper Lane Model' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('harbour sunset');
    expect(input).toHaveValue('harbour sunset');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hands a category suggestion to onSelectSuggestion', async () => {
    const onSelectSuggestion = vi.fn();
    const { user, input, onSubmit } = setup({ onSelectSuggestion });
    await user.type(input, 'har');
    await pause();
    await user.click(screen.getByRole('option', { name: 'Harbours Category' }));
    expect(onSelectSuggestion).toHaveBeenCalledWith(suggestions[1]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'har');
    await pause();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('har');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});

describe('given a submit', () => {
  it('needs at least 3 characters and says why', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, ' ab {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(/Type at least 3 characters to search\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'c');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith('ab c');
  });

  it('offers the recent searches in an empty box and submits the one chosen', async () => {
    const { user, input, onSubmit, onSuggest } = setup({ recent: ['city lights', 'old bridge', 'rain'] });
    await user.click(input);
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'city lights',
      'old bridge',
      'rain',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('old bridge');
    await pause();
    expect(onSuggest).not.toHaveBeenCalled();
  });
});
