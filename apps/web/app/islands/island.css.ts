import { style } from '@vanilla-extract/css';

/** An island's element lays out nothing of its own: its content sits in the page's layout as if direct. */
export const island = style({ display: 'contents' });
