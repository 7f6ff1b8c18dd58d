/**
 * A decorative line icon: stroked paths (one `path` element) in the text colour with round caps and joins (check marks,
 * chevrons, arrows, the empty and error states). Hidden from assistive technology: what it stands for
 * is said by the text or the label around it.
 */
export interface LineIconProps {
  /** The path, or paths drawn in order, in `viewBox` units. */
  d: string | ReadonlyArray<string>;
  strokeWidth: string;
  /** Defaults to a 16 × 16 grid. */
  viewBox?: string;
  /** Sizes the icon (otherwise `size`, or the CSS around it). */
  className?: string;
  /** Width and height in px, for an icon no class sizes. */
  size?: number;
}

export function LineIcon({ d, strokeWidth, viewBox = '0 0 16 16', className, size }: LineIconProps) {
  // Several paths are drawn as one (each starts with its own move): one element, the same strokes.
  const path = typeof d === 'string' ? d : d.join(' ');
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
