import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { isInternalHref, Link, linkTones } from './Link';

const seen: string[] = [];
const RouterLink: LinkComponent = ({ href, children, ...rest }) => {
  seen.push(href);
  return (
    <a href={href} data-router="" {...rest}>
      {children}
    </a>
  );
};

function withRouter(ui: React.ReactNode) {
  seen.length = 0;
  return render(<UiProvider linkComponent={RouterLink}>{ui}</UiProvider>);
}

describe('given a Link to a path of the site', () => {
  it('renders the provider link component', () => {
    withRouter(<Link href="/videos/1042/sunset/">Sunset</Link>);
    const link = screen.getByRole('link', { name: 'Sunset' });
    expect(link).toHaveAttribute('href', '/videos/1042/sunset/');
    expect(link).toHaveAttribute('data-router');
    expect(seen).toEqual(['/videos/1042/sunset/']);
  });

  it('renders a plain anchor without a provider', () => {
    render(<Link href="/members/77/">Kestrel</Link>);
    expect(screen.getByRole('link', { name: 'Kestrel' })).toHaveAttribute('href', '/members/77/');
  });

  it.each(linkTones)('takes the %s tone', (tone) => {
    render(
      <Link href="/" tone={tone}>
        Home
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-tone', tone);
  });
});

describe('given a Link that leaves the site', () => {
  it('is a plain anchor, not the router link', () => {
    withRouter(<Link href="https://example.com/help">Help</Link>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).not.toHaveAttribute('data-router');
    expect(link).not.toHaveAttribute('target');
    expect(seen).toEqual([]);
  });

  it('when external, opens a new tab safely and says so to assistive technology', () => {
    withRouter(
      <Link href="https://example.com/dmca" external rel="nofollow">
        DMCA policy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'DMCA policy (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
    expect(link).not.toHaveAttribute('data-router');
  });

  it('takes the new-tab text from the messages', () => {
    render(
      <UiProvider messages={{ 'link.newTab': '(öffnet in neuem Tab)' }}>
        <Link href="https://example.com" external>
          Hilfe
        </Link>
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Hilfe (öffnet in neuem Tab)' })).toBeInTheDocument();
  });
});

describe('given a Link asChild', () => {
  it('gives its child the link look and the new-tab wiring', () => {
    withRouter(
      <Link asChild external tone="muted">
        <a href="https://example.com/app">Get the app</a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Get the app (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/app');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-tone', 'muted');
    expect(seen).toEqual([]);
  });
});

describe('given isInternalHref', () => {
  it.each([
    ['/videos/1/a/', true],
    ['#comments', true],
    ['?page=2', true],
    ['page/2/', true],
    ['https://example.com', false],
    ['//cdn.example.com/x', false],
    ['mailto:support@example.com', false],
    ['tel:+100', false],
  ])('%s is internal: %s', (href, internal) => {
    expect(isInternalHref(href)).toBe(internal);
  });
});
