import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { BANNER_SANDBOX, BannerSlot, isPromoHiddenOn } from './BannerSlot';
import { desktopImageBanner, houseBanner, houseSquare, iframeBanner } from './fixtures';

describe('given a BannerSlot', () => {
  it('shows an image promo as a sponsored link opening a new tab', () => {
    render(<BannerSlot banner={desktopImageBanner} />);
    const link = screen.getByRole('link', { name: 'Summer hiking gear sale' });
    expect(link).toHaveAttribute('href', 'https://ads.example.com/hiking');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'noopener']));
    expect(screen.getByText('Advertisement')).toBeInTheDocument();
  });

  it('shows an iframe promo sandboxed, titled and lazy', () => {
    const { container } = render(<BannerSlot banner={iframeBanner} />);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Promotion: weekend cooking class');
    expect(frame).toHaveAttribute('sandbox', BANNER_SANDBOX);
    expect(frame?.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation/);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('width', '728');
  });

  it('shows the house ad as a designed panel linking, in the same tab, to where advertisers get in touch', () => {
    const { container } = render(<BannerSlot banner={houseBanner} />);
    const link = screen.getByRole('link', {
      name: 'Your brand here Reach our visitors with a banner in this space. Advertise with us',
    });
    expect(link).toHaveAttribute('href', '/information/support/');
    expect(link).not.toHaveAttribute('target');
    expect(link.getAttribute('rel') ?? '').not.toContain('sponsored');
    expect(screen.getByText('Advertisement')).toBeInTheDocument();
    // Never a picture: no site icon or other image stands in for an advertiser.
    expect(container.querySelector('img')).not.toBeInTheDocument();
  });

  it('writes the house ad in the visitor’s language, sized as its slot', () => {
    render(
      <UiProvider
        locale="de"
        messages={{
          'banner.house.title': 'Ihre Marke hier',
          'banner.house.body': 'Erreichen Sie unsere Besucher.',
          'banner.house.action': 'Bei uns werben',
        }}
      >
        <BannerSlot banner={houseSquare} />
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: /Ihre Marke hier/ });
    expect(link).toHaveTextContent('Bei uns werben');
    expect(link.style.width).toBe('300px');
    expect(link.style.aspectRatio).toBe('300 / 250');
  });

  it('renders nothing without a banner, and a placeholder while loading', () => {
    const { container, rerender } = render(<BannerSlot banner={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<BannerSlot banner={null} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading advertisement');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks its layout variant', () => {
    const { container } = render(<BannerSlot banner={desktopImageBanner} variant="mobile" />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'mobile');
  });
});

describe('given isPromoHiddenOn', () => {
  it('hides the header promo on the information and download pages only', () => {
    expect(isPromoHiddenOn('/information/')).toBe(true);
    expect(isPromoHiddenOn('/information')).toBe(true);
    expect(isPromoHiddenOn('/download/')).toBe(true);
    expect(isPromoHiddenOn('/')).toBe(false);
    expect(isPromoHiddenOn('/videos/1/information/')).toBe(false);
    expect(isPromoHiddenOn('/downloads-guide/')).toBe(false);
  });
});
