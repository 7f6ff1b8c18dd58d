import { forbiddenWordSchema } from '@site/api/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { words } from '../ModerationCommon/fixtures';
import { ForbiddenWords, wordError } from './ForbiddenWords';

// Rendering these tables and dialogs in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('wordError', () => {
  it('takes one word of letters and digits, in any script', () => {
    expect(wordError('freebies', words)).toBeNull();
    expect(wordError('слово2', words)).toBeNull();
  });
  it('refuses spaces, punctuation, empty and too long words', () => {
    expect(wordError('two words', words)).toBe('moderation.words.invalid');
    expect(wordError('spam!', words)).toBe('moderation.words.invalid');
    expect(wordError('   ', words)).toBe('moderation.words.invalid');
    expect(wordError('a'.repeat(61), words)).toBe('moderation.words.invalid');
  });
  it('refuses a word already listed, whatever its case', () => {
    expect(wordError('SPAMWORD', words)).toBe('moderation.words.duplicate');
  });
  it('takes what the API takes (its forbiddenWordSchema), before the duplicate check', () => {
    for (const word of [
      'ok',
      'слово',
      'abc123',
      ' padded ',
      'two words',
      'dash-ed',
      '',
      'a'.repeat(60),
      'a'.repeat(61),
    ]) {
      expect(wordError(word, []) === null, word).toBe(forbiddenWordSchema.safeParse(word).success);
    }
  });
});

describe('ForbiddenWords', () => {
  it('adds a trimmed word and clears the field when the reset key changes', async () => {
    const onWordAdd = vi.fn();
    const props = { words, onWordAdd, onWordRemove: vi.fn() };
    const { rerender } = render(<ForbiddenWords {...props} addResetKey={2} />);
    const field = screen.getByRole('textbox', { name: /New word/ });
    await userEvent.type(field, '  bonus {Enter}');
    expect(onWordAdd).toHaveBeenCalledWith('bonus');
    rerender(<ForbiddenWords {...props} addResetKey={3} />);
    expect(field).toHaveValue('');
  });
  it('keeps a refused word in the field, with the reason, and sends nothing', async () => {
    const onWordAdd = vi.fn();
    render(<ForbiddenWords words={words} onWordAdd={onWordAdd} onWordRemove={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: /New word/ });
    await userEvent.type(field, 'scamlink{Enter}');
    expect(onWordAdd).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(/already on the list/);
    expect(field).toHaveFocus();
  });
});
