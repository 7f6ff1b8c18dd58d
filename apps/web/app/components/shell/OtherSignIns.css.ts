import { vars } from '@site/ui';
import { style } from '@vanilla-extract/css';

/** The external sign-ins under a form's links: a row that wraps. */
export const otherSignIns = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flexBasis: '100%',
});

/** The messaging app's widget draws an iframe of its own size in here. */
export const telegramWidget = style({ minHeight: 28, display: 'flex', alignItems: 'center' });

/** The message of a failed external sign-in on /signin (`?error=<code>`). */
export const authError = style({ margin: 0, flexBasis: '100%', color: vars.color.danger });
