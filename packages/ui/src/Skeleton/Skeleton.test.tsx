import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { Skeleton, SkeletonList, skeletonRatios } from './Skeleton';

describe('given a Skeleton', () => {
  it('is a single text line by default, hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const line = container.querySelector('[data-skeleton]');
    expect(line).toHaveAttribute('data-skeleton', 'text');
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws several lines of a paragraph', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.querySelector('[data-skeleton="text"]')?.children).toHaveLength(3);
  });

  it.each(skeletonRatios)('draws a rect at %s', (ratio) => {
    const { container } = render(<Skeleton shape="rect" ratio={ratio} />);
    expect(container.querySelector('[data-skeleton="rect"]')).toHaveAttribute('data-ratio', ratio);
  });

  it('draws a circle', () => {
    const { container } = render(<Skeleton shape="circle" size="lg" />);
    expect(container.querySelector('[data-skeleton="circle"]')).toHaveAttribute('data-size', 'lg');
  });
});

describe('given a SkeletonList', () => {
  it('repeats its item as many times as the requested page size', () => {
    const { container } = render(
      <SkeletonList count={24} layout="grid">
        <Skeleton shape="rect" />
        <Skeleton lines={2} />
      </SkeletonList>,
    );
    expect(container.querySelectorAll('[data-skeleton-item]')).toHaveLength(24);
    expect(container.querySelectorAll('[data-skeleton="rect"]')).toHaveLength(24);
  });

  it('says "Loading" once for the whole list and hides the placeholders', () => {
    const { container } = render(<SkeletonList count={5} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    for (const item of container.querySelectorAll('[data-skeleton-item]')) {
      expect(item.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('says what is loading in the language of the messages', () => {
    render(
      <UiProvider messages={{ 'skeleton.loading': 'Wird geladen' }}>
        <SkeletonList count={2} />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  });

  it('takes a label for what is loading', () => {
    render(<SkeletonList count={2} label="Loading videos" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos');
  });

  it('renders nothing but the status for a count of zero or less', () => {
    const { container } = render(<SkeletonList count={-3} />);
    expect(container.querySelectorAll('[data-skeleton-item]')).toHaveLength(0);
  });
});
