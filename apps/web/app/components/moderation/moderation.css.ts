import { media, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';
import { column } from '../../styles/layout.css';

/** A console page: its heading, the sections' navigation, then the section. */
export const page = style({ ...column, width: '100%', boxSizing: 'border-box' });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

/** The review queue beside the review panel; one above the other on mobile. */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
