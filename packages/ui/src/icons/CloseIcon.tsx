/**
 * The cross of the overlays' close buttons (Dialog, Sheet, Popover, Toast). Decorative: the
 * button around it carries the label.
 */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
