import { vars } from './contract.css';

/**
 * The style that lets the browser skip styling, laying out and painting an element while it is out of view,
 * until it nears the viewport (`content-visibility: auto`): a long page then costs the browser what is on
 * screen. Until first rendered, `estimatedHeight` (px) stands for the element's height, so the page's length
 * and scrollbar stay near the truth; after that the browser keeps its real height. Paint containment would
 * clip what the element draws outside its box (a focus ring 2 px out): the clip margin gives that room back.
 */
export function renderedWhenNear(estimatedHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}px`,
    overflowClipMargin: vars.space.sm,
  } as const;
}
