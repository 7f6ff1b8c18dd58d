import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { at } from '../VideoCard/fixtures';
import { model, sampleModels } from './fixtures';
import { ModelCard, ModelCardSkeleton } from './ModelCard';

describe('given a ModelCard', () => {
  it('links its name to /models/{dir}/ under a heading', () => {
    render(<ModelCard model={model} />);
    expect(screen.getByRole('link', { name: 'Aurora Vale' })).toHaveAttribute('href', '/models/aurora-vale/');
    expect(screen.getByRole('heading', { level: 3, name: 'Aurora Vale' })).toBeInTheDocument();
  });

  it('shows the photo lazily, with the name as alt text', () => {
    render(<ModelCard model={model} />);
    const photo = screen.getByRole('img', { name: 'Aurora Vale' });
    expect(photo).toHaveAttribute('src', model.img);
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it("shows the country's flag named after the country", () => {
    render(<ModelCard model={model} />);
    expect(screen.getByRole('img', { name: 'Germany' })).toBeInTheDocument();
  });

  it('shows compact counts of videos, views and subscribers as a list', () => {
    render(<ModelCard model={model} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['128 videos', '2.3M views', '15.3K subscribers']);
  });

  it('uses the singular for one', () => {
    render(<ModelCard model={at(sampleModels, 1)} />);
    expect(screen.getByText('1 video')).toBeInTheDocument();
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getByText('1 subscriber')).toBeInTheDocument();
  });

  it('shows a placeholder and no flag when photo and country are missing', () => {
    const { container } = render(<ModelCard model={at(sampleModels, 2)} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
  });

  it("labels a name containing 'hidden cam' as (fake)", () => {
    render(<ModelCard model={{ ...model, title: 'Hidden Cam Fan' }} />);
    expect(screen.getByRole('link', { name: 'Hidden Cam Fan (fake)' })).toBeInTheDocument();
  });

  it('takes its words and number format from the UiProvider', () => {
    render(
      <UiProvider locale="de" messages={{ 'modelCard.videos.other': '{count} Videos' }}>
        <ModelCard model={{ ...model, statistics: { ...model.statistics, videos: 1500 } }} />
      </UiProvider>,
    );
    expect(screen.getByText('1,5K Videos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deutschland' })).toBeInTheDocument();
  });
});

describe('given a ModelCardSkeleton', () => {
  it('is hidden from assistive technology and has no text', () => {
    const { container } = render(<ModelCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent(/^$/);
  });
});

describe('given a photo that fails to load', () => {
  it('shows the placeholder instead of a broken image', () => {
    const { container } = render(<ModelCard model={model} />);
    fireEvent.error(screen.getByRole('img', { name: 'Aurora Vale' }));
    expect(screen.queryByRole('img', { name: 'Aurora Vale' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aurora Vale' })).toBeInTheDocument();
  });
});
