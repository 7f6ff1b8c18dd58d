/**
 * English defaults of the overlays primitives (merged into `en`).
 *
 * Each component has its own close key: languages may word "close a menu" and "dismiss a notification"
 * differently. `toast.region` keeps `{hotkey}`: Radix fills it with the key that jumps to the region (F8).
 */
export const overlaysEn = {
  'sheet.close': 'Close',
  'popover.close': 'Close',
  'toast.close': 'Close',
  'toast.region': 'Notifications ({hotkey})',
  'toast.announce': 'Notification',
  'toast.success': 'Success',
  'toast.error': 'Error',
  'spinner.label': 'Loading',
  'skeleton.loading': 'Loading',
  'progress.value': '{percent} uploaded',
  'progress.indeterminate': 'Processing',
} as const;
