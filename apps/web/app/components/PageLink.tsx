import { type AnchorHTMLAttributes, forwardRef } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The link component of an islands page (app/islands): a plain link, whose click loads the page. */
export const PageLink = forwardRef<HTMLAnchorElement, Props>(function PageLink(props, ref) {
  return <a ref={ref} {...props} />;
});
