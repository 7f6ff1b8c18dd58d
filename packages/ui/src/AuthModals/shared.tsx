import type { MouseEvent, ReactNode } from 'react';
import * as formStyles from '../Form/Form.css';
import { Link } from '../Link/Link';

/** A link that switches to another auth modal when `onSelect` is given, else navigates to `href`. */
export function SwitchLink({
  href,
  onSelect,
  children,
}: {
  href: string;
  onSelect?: (() => void) | undefined;
  children: ReactNode;
}) {
  const onClick = onSelect
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onSelect();
      }
    : undefined;
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}

/** The captcha provider's widget (§7: a token is taken before login, sign-up and restore), in a named group. */
export function CaptchaSlot({ label, children }: { label: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group around a third-party widget, not a fieldset of inputs
    <div role="group" aria-label={label} className={formStyles.slot}>
      {children}
    </div>
  );
}

export const SIGN_UP_HREF = '/signup';
export const SIGN_IN_HREF = '/signin';
export const RESTORE_HREF = '/signup?section=restore_password';
