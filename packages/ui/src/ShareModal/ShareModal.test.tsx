import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedCode, ShareModal } from './ShareModal';

const props = {
  url: 'https://example.test/videos/1042/harbour-lights/',
  embedUrl: 'https://example.test/embed/1042/',
  videoTitle: 'Harbour lights',
};

afterEach(() => vi.useRealTimers());

describe('ShareModal', () => {
  it('embeds the player at 426 × 265 and escapes the title', () => {
    expect(embedCode('https://x.test/embed/1/', 'A "quoted" <title>')).toBe(
      '<iframe src="https://x.test/embed/1/" width="426" height="265" title="A &quot;quoted&quot; &lt;title>" frameborder="0" allowfullscreen></iframe>',
    );
  });

  it('copies the link, says Copied once for 3 seconds and reports it', async () => {
    vi.useFakeTimers();
    const copyText = vi.fn(() => Promise.resolve());
    const onCopied = vi.fn();
    render(<ShareModal {...props} defaultOpen copyText={copyText} onCopied={onCopied} />);
    expect(screen.getByLabelText('Link')).toHaveValue(props.url);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(copyText).toHaveBeenCalledWith(props.url);
    expect(onCopied).toHaveBeenCalledWith('link');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    // One confirmation: the status line; the button keeps its name (#27: "Copied" was said three times).
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the embed code, and says so when the clipboard refuses', async () => {
    const copyText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    render(<ShareModal {...props} defaultOpen copyText={copyText} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    });
    expect(copyText).toHaveBeenCalledWith(expect.stringContaining('src="https://example.test/embed/1042/"'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });
});
