import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoActions } from './VideoActions';

describe('given VideoActions', () => {
  it('calls the callback of each button, and only that one', async () => {
    const calls: string[] = [];
    render(
      <VideoActions
        onShare={() => calls.push('share')}
        onReport={() => calls.push('report')}
        onAddTo={() => calls.push('addTo')}
        onDownload={() => calls.push('download')}
      />,
    );
    for (const name of ['Download', 'Share', 'Add to', 'Report']) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(calls).toEqual(['download', 'share', 'addTo', 'report']);
  });

  it('lists the buttons in order under one label', () => {
    render(<VideoActions />);
    expect(screen.getByRole('list', { name: 'Video actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Share',
      'Report',
      'Add to',
      'Download',
    ]);
  });

  it('marks a pending action busy and ignores its clicks', async () => {
    const onDownload = vi.fn();
    const onShare = vi.fn();
    render(<VideoActions pending="download" onDownload={onDownload} onShare={onShare} />);
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(download);
    expect(onDownload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('leaves out hidden actions, and renders nothing when all are hidden', () => {
    const { container, rerender } = render(<VideoActions hidden={['download']} />);
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    rerender(<VideoActions hidden={['share', 'report', 'addTo', 'download']} />);
    expect(container).toBeEmptyDOMElement();
  });
});
