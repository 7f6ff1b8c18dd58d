// Its own module so that ListingGrid.tsx and its styles (ListingGrid.css.ts, one column width per kind)
// both import it, and neither imports the other back.

/** What a grid lists: it sets the columns, the placeholders and the default texts. */
export const listingKinds = ['videos', 'models', 'channels', 'categories', 'playlists', 'members'] as const;
export type ListingKind = (typeof listingKinds)[number];
