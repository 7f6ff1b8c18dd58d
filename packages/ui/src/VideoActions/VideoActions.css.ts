import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // Two equal columns on phones, so the buttons never wrap into a ragged row or overflow it.
    [media.mobile]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const icon = style({ width: 18, height: 18, flexShrink: 0 });

export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

// On phones each button fills its column and a long label ends in an ellipsis.
globalStyle(`${item} > button`, {
  '@media': { [media.mobile]: { flexGrow: 1, minWidth: 0 } },
});
