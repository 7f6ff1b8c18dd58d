import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { Link } from 'react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The link component @site/ui renders, so its links navigate on the client. */
export const RouterLink = forwardRef<HTMLAnchorElement, Props>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
