import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { EmptyState } from './EmptyState';

describe('given an EmptyState', () => {
  it('shows its title as a heading and its description', () => {
    render(<EmptyState title="No videos yet" description="Uploaded videos will show here." />);
    expect(screen.getByRole('heading', { name: 'No videos yet', level: 2 })).toBeVisible();
    expect(screen.getByText('Uploaded videos will show here.')).toBeVisible();
  });

  it('fits the page outline with another heading level', () => {
    render(<EmptyState title="No playlists" headingLevel={3} />);
    expect(screen.getByRole('heading', { name: 'No playlists', level: 3 })).toBeVisible();
  });

  it('is not an alert: an empty list is not an error', () => {
    render(<EmptyState title="No friends yet" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides its icon from assistive technology', () => {
    const { container } = render(<EmptyState title="Nothing here" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders a given action that works', async () => {
    const onClick = vi.fn();
    render(<EmptyState title="No videos" action={<Button onClick={onClick}>Upload a video</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload a video' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no action unless given one', () => {
    render(<EmptyState title="No videos" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

/** Stands in for a router's link, marked so the test can tell it rendered. */
const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} data-router="" {...rest}>
    {children}
  </a>
);

describe('given an EmptyState with homeHref (the 404 page)', () => {
  it('links "Go to main page" there', () => {
    render(<EmptyState title="Page not found" homeHref="/" />);
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  });

  it('renders the link with the provider’s link component, in the visitor’s language', () => {
    render(
      <UiProvider linkComponent={RouterLink} messages={{ 'empty.goHome': 'Zur Startseite' }}>
        <EmptyState title="Seite nicht gefunden" homeHref="/" />
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('data-router');
  });
});
