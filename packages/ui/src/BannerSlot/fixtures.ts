import type { Banner } from './BannerSlot';

/** A synthetic promo picture (SVG data URL): a gradient with a line of neutral text. */
export function syntheticBanner(width: number, height: number, hue: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 65% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 30%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="${Math.round(height / 4)}" font-weight="700" text-anchor="middle" dominant-baseline="central">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A synthetic promo page for the iframe variant: plain HTML, no scripts, no network. */
export function syntheticPromoPage(text: string, hue: number): string {
  const html = `<!doctype html><html lang="en"><head><title>${text}</title></head><body style="margin:0;display:grid;place-items:center;height:100vh;background:hsl(${hue} 60% 32%);color:white;font:700 20px sans-serif">${text}</body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

export const desktopImageBanner: Banner = {
  kind: 'image',
  src: syntheticBanner(728, 90, 210, 'Summer hiking gear sale'),
  alt: 'Summer hiking gear sale',
  href: 'https://ads.example.com/hiking',
  width: 728,
  height: 90,
};

export const mobileImageBanner: Banner = {
  kind: 'image',
  src: syntheticBanner(320, 100, 150, 'Garden tools'),
  alt: 'Garden tools for spring',
  href: 'https://ads.example.com/garden',
  width: 320,
  height: 100,
};

export const iframeBanner: Banner = {
  kind: 'iframe',
  src: syntheticPromoPage('Weekend cooking class', 20),
  title: 'Promotion: weekend cooking class',
  width: 728,
  height: 90,
};

/** Four 300 × 250 squares for the footer slots. */
export const footerBanners: Banner[] = [0, 1, 2, 3].map((i) => ({
  kind: 'image',
  src: syntheticBanner(300, 250, 40 + i * 80, `Offer ${i + 1}`),
  alt: `Sample offer number ${i + 1}`,
  href: `https://ads.example.com/offer-${i + 1}`,
  width: 300,
  height: 250,
}));

/** The house ad in the header promo's desktop size, and in a footer square. */
export const houseBanner: Banner = { kind: 'house', href: '/information/support/', width: 728, height: 90 };
export const houseSquare: Banner = { kind: 'house', href: '/information/support/', width: 300, height: 250 };
export const houseMobile: Banner = { kind: 'house', href: '/information/support/', width: 320, height: 100 };
