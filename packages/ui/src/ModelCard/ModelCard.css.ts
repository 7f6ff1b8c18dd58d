import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { pictureFrame, skeletonBlock } from '../VideoCard/VideoCard.css';

/** A portrait photo (3:4), sized before it loads so nothing shifts. */
export const photo = style([pictureFrame, { aspectRatio: '3 / 4' }]);

/** The name, then the flag at the end of its first line. */
export const nameRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const skeletonPhoto = style([skeletonBlock, { aspectRatio: '3 / 4', borderRadius: vars.radius.md }]);
