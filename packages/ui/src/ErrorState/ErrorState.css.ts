import { style } from '@vanilla-extract/css';

/** The retry icon inside the button, sized with its text. */
export const retryIcon = style({ width: '1em', height: '1em', flex: 'none' });
