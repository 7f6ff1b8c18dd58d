import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubscribeButton, subscribeTargets } from './SubscribeButton';

describe('given a SubscribeButton', () => {
  it.each(subscribeTargets)('names what a %s subscription is to', (target) => {
    render(<SubscribeButton target={target} name="Amber" subscribed={false} />);
    expect(screen.getByRole('button', { name: `Subscribe to the ${target} Amber` })).toHaveTextContent(
      'Subscribe',
    );
  });

  it('subscribes when unsubscribed and unsubscribes when subscribed', async () => {
    const onSubscribe = vi.fn();
    const onUnsubscribe = vi.fn();
    const { rerender } = render(
      <SubscribeButton
        target="channel"
        name="North"
        subscribed={false}
        onSubscribe={onSubscribe}
        onUnsubscribe={onUnsubscribe}
      />,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    rerender(
      <SubscribeButton
        target="channel"
        name="North"
        subscribed
        onSubscribe={onSubscribe}
        onUnsubscribe={onUnsubscribe}
      />,
    );
    const button = screen.getByRole('button', { name: 'Unsubscribe from the channel North' });
    expect(button).toHaveTextContent('Unsubscribe');
    await userEvent.click(button);
    expect(onUnsubscribe).toHaveBeenCalledTimes(1);
    expect(onSubscribe).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores clicks while pending', async () => {
    const onSubscribe = vi.fn();
    render(
      <SubscribeButton target="model" name="Amber" subscribed={false} pending onSubscribe={onSubscribe} />,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('shows the subscriber count, compact and plural', () => {
    const { rerender } = render(
      <SubscribeButton target="channel" name="North" subscribed={false} subscribers={125_400} />,
    );
    expect(screen.getByText('125.4K subscribers')).toBeInTheDocument();
    rerender(<SubscribeButton target="channel" name="North" subscribed={false} subscribers={1} />);
    expect(screen.getByText('1 subscriber')).toBeInTheDocument();
  });

  it('sends a visitor who may not subscribe to sign in', async () => {
    const onSubscribe = vi.fn();
    const onLoginRequired = vi.fn();
    render(
      <SubscribeButton
        target="member"
        name="kestrel"
        subscribed={false}
        canSubscribe={false}
        onSubscribe={onSubscribe}
        onLoginRequired={onLoginRequired}
      />,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleDescription('Sign in to subscribe');
    await userEvent.click(button);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('has no button on the member’s own page, only the count', () => {
    const { container, rerender } = render(
      <SubscribeButton target="member" name="kestrel" subscribed={false} self subscribers={3} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('3 subscribers')).toBeInTheDocument();
    rerender(<SubscribeButton target="member" name="kestrel" subscribed={false} self />);
    expect(container).toBeEmptyDOMElement();
  });
});
