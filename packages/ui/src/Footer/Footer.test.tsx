import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerBanners } from '../BannerSlot/fixtures';
import { Footer, footerLinkKeys } from './Footer';

describe('given a Footer', () => {
  it('lists the information links of §1 with their routes', () => {
    render(<Footer siteName="Tubeworks" year={2026} />);
    const nav = screen.getByRole('navigation', { name: 'Information' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(footerLinkKeys.length);
    expect(within(nav).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/information/#terms',
    );
    expect(within(nav).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/information/#cookies_policy',
    );
    expect(within(nav).getByRole('link', { name: '18 U.S.C. 2257' })).toHaveAttribute(
      'href',
      '/information/#2257',
    );
    expect(within(nav).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap/');
    expect(within(nav).getByRole('link', { name: 'Embed dump' })).toHaveAttribute('href', '/dump/');
  });

  it('takes other routes and leaves out a link set to null', () => {
    render(<Footer siteName="Tubeworks" year={2026} hrefs={{ partner: '/webmasters/', dump: null }} />);
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/webmasters/');
    expect(screen.queryByRole('link', { name: 'Embed dump' })).not.toBeInTheDocument();
  });

  it('shows the copyright with the given year and site name', () => {
    render(<Footer siteName="Tubeworks" year={2031} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Tubeworks.');
  });

  it('has four banner slots, and none without banners', () => {
    const { unmount } = render(<Footer siteName="T" year={2026} />);
    expect(screen.queryByRole('region', { name: 'Advertisements' })).not.toBeInTheDocument();
    unmount();
    render(<Footer siteName="T" year={2026} banners={[...footerBanners, ...footerBanners]} />);
    const region = screen.getByRole('region', { name: 'Advertisements' });
    expect(within(region).getAllByRole('link')).toHaveLength(4);
  });

  it('shows only the filled slots: an empty slot takes no room', () => {
    const { container } = render(
      <Footer siteName="T" year={2026} banners={[null, footerBanners[1], null, undefined]} />,
    );
    const region = screen.getByRole('region', { name: 'Advertisements' });
    expect(within(region).getAllByRole('link')).toHaveLength(1);
    expect(
      [...container.querySelectorAll('[data-slot]')].map((slot) => slot.getAttribute('data-slot')),
    ).toEqual(['2']);
  });

  it('keeps the room of the four slots while they load', () => {
    render(<Footer siteName="T" year={2026} bannersLoading />);
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });
});
