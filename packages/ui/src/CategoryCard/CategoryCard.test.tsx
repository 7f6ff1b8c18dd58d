import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at } from '../VideoCard/fixtures';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';
import { category, sampleCategories } from './fixtures';

describe('given a CategoryCard', () => {
  it('links its title to /categories/{dir}/ and shows its videos', () => {
    render(<CategoryCard category={category} headingLevel={2} />);
    expect(screen.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/categories/travel/');
    expect(screen.getByRole('heading', { level: 2, name: 'Travel' })).toBeInTheDocument();
    expect(screen.getByText('12.4K videos')).toBeInTheDocument();
  });

  it('loads its picture lazily unless it has priority', () => {
    const { unmount } = render(<CategoryCard category={category} />);
    expect(screen.getByRole('img', { name: 'Travel' })).toHaveAttribute('loading', 'lazy');
    unmount();
    render(<CategoryCard category={category} priority />);
    expect(screen.getByRole('img', { name: 'Travel' })).toHaveAttribute('loading', 'eager');
  });

  it('shows a placeholder without a picture, and the singular for one video', () => {
    const { unmount, container } = render(<CategoryCard category={at(sampleCategories, 3)} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
    unmount();
    render(<CategoryCard category={at(sampleCategories, 1)} />);
    expect(screen.getByText('1 video')).toBeInTheDocument();
  });
});

describe('given a CategoryCardSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<CategoryCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
