/** The iOS app modal (§2), loaded when the prompt opens (ios-app.tsx): not in any page's first load. */
export { IosAppModal } from '@site/ui';
