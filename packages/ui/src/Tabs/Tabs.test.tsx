import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabsActivationMode } from './Tabs';

function VideoTabs({
  activationMode,
  onValueChange,
}: {
  activationMode?: TabsActivationMode;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Tabs.Root defaultValue="about" activationMode={activationMode} onValueChange={onValueChange}>
      <Tabs.List label="Video sections">
        <Tabs.Trigger value="about">About</Tabs.Trigger>
        <Tabs.Trigger value="comments">Comments</Tabs.Trigger>
        <Tabs.Trigger value="related" disabled>
          Related
        </Tabs.Trigger>
        <Tabs.Trigger value="share">Share</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about">About this video</Tabs.Content>
      <Tabs.Content value="comments">All comments</Tabs.Content>
      <Tabs.Content value="related">Related videos</Tabs.Content>
      <Tabs.Content value="share">Share links</Tabs.Content>
    </Tabs.Root>
  );
}

describe('given Tabs', () => {
  it('is a named tab list whose selected tab controls the visible panel', () => {
    render(<VideoTabs />);
    expect(screen.getByRole('tablist', { name: 'Video sections' })).toBeInTheDocument();
    const about = screen.getByRole('tab', { name: 'About', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(about).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('About this video');
    expect(screen.queryByText('All comments')).not.toBeInTheDocument();
  });

  it('moves and activates with the arrow keys (automatic), skipping disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(<VideoTabs onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Comments', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All comments');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Share', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About', selected: true })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['comments'], ['share'], ['about']]);
  });

  it('in manual mode moves focus with the arrows and activates with Enter or Space', async () => {
    render(<VideoTabs activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const comments = screen.getByRole('tab', { name: 'Comments' });
    expect(comments).toHaveFocus();
    expect(comments).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About this video');
    await userEvent.keyboard('{Enter}');
    expect(comments).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'About', selected: true })).toHaveFocus();
  });

  it('moves from the active tab into its panel with Tab', async () => {
    render(<VideoTabs />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveFocus();
  });
});
