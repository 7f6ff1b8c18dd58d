import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of §2 (docs/product.md). Static segments outrank dynamic ones, so `/top-country/2/` is never
 * read as `/:sort/:page/`. Paths end with `/` in links (the server answers both forms).
 */
export default [
  // The site's pages share one error boundary inside the chrome (routes/site-layout.tsx).
  layout('routes/site-layout.tsx', { id: 'site' }, [
    // Video listings (§2: home, videos by sort, top by country, categories, search, history).
    index('routes/home.tsx', { id: 'home' }),
    route('videos', 'routes/videos.tsx', { id: 'videos' }),
    // Before `:sort/:page` and `*`, so these paths are never read as a listing or a 404.
    route('videos/:videoId/:dir', 'routes/video.tsx', { id: 'video' }),
    route(':sort/:page', 'routes/videos.tsx', { id: 'videos-sorted' }),
    route('top-country', 'routes/top-country.tsx', { id: 'top-country' }),
    route('top-country/:page', 'routes/top-country.tsx', { id: 'top-country-page' }),
    route('categories', 'routes/categories.tsx', { id: 'categories' }),
    route('categories/:dir', 'routes/categories.tsx', { id: 'categories-section' }),
    route('categories/:objectId/:page', 'routes/category-videos.tsx', { id: 'category-videos' }),
    route('search', 'routes/search.tsx', { id: 'search' }),
    route('search/:page', 'routes/search.tsx', { id: 'search-page' }),
    route('history', 'routes/history.tsx', { id: 'history' }),
    route('history/:page', 'routes/history.tsx', { id: 'history-page' }),

    // Channels, models, playlists.
    route('channels', 'routes/channels.tsx', { id: 'channels' }),
    route('channels/:page', 'routes/channels.tsx', { id: 'channels-page' }),
    route('channels/:objectId/:page', 'routes/channels.tsx', { id: 'channels-category' }),
    route('channel/:channelDir', 'routes/channel.tsx', { id: 'channel' }),
    route('channel/:objectId/:page', 'routes/channel.tsx', { id: 'channel-videos' }),
    route('models', 'routes/models.tsx', { id: 'models' }),
    // `/models/2/` is a page of the list, `/models/jade-fox/` a model: one module tells them apart.
    route('models/:segment', 'routes/models.tsx', { id: 'models-segment' }),
    route('models/:objectId/:page', 'routes/model-videos.tsx', { id: 'model-videos' }),
    route('playlists', 'routes/playlists.tsx', { id: 'playlists' }),
    route('playlists/:page', 'routes/playlists.tsx', { id: 'playlists-page' }),
    route('playlist/:playlistId', 'routes/playlist.tsx', { id: 'playlist' }),
    route('playlist/:playlistId/:page', 'routes/playlist.tsx', { id: 'playlist-page' }),

    // Members and their own pages.
    route('community', 'routes/community.tsx', { id: 'community' }),
    route('community/:page', 'routes/community.tsx', { id: 'community-page' }),
    route('members/:userId', 'routes/member.tsx', { id: 'member' }),
    route('members/:userId/:sub', 'routes/member-section.tsx', { id: 'member-section' }),
    route('members/:userId/:sub/:page', 'routes/member-section.tsx', { id: 'member-section-page' }),
    route('my_messages/inbox', 'routes/messages.tsx', { id: 'messages' }),
    route('my_messages/inbox/:userId', 'routes/dialog.tsx', { id: 'dialog' }),
    route('my_profile_edit', 'routes/profile-edit.tsx', { id: 'profile-edit' }),
    // The member's account settings (#32 item 4): members only, never cached.
    route('my_settings', 'routes/account-settings.tsx', { id: 'account-settings' }),
    // The member's notifications (#32): members only, never cached.
    route('notifications', 'routes/notifications.tsx', { id: 'notifications' }),
    route('notifications/:page', 'routes/notifications.tsx', { id: 'notifications-page' }),

    // The moderation console (#12): staff only (a visitor 401, a member 403).
    route('moderation', 'routes/moderation.tsx', { id: 'moderation' }),
    route('moderation/reports', 'routes/moderation-reports.tsx', { id: 'moderation-reports' }),
    route('moderation/reports/:reportId', 'routes/moderation-report.tsx', { id: 'moderation-report' }),
    route('moderation/takedowns', 'routes/moderation-takedowns.tsx', { id: 'moderation-takedowns' }),
    route('moderation/appeals', 'routes/moderation-appeals.tsx', { id: 'moderation-appeals' }),
    route('moderation/uploaders', 'routes/moderation-uploaders.tsx', { id: 'moderation-uploaders' }),
    // Consent records (#31 item 2): custodians of records only, staff or not.
    route('moderation/records', 'routes/moderation-records.tsx', { id: 'moderation-records' }),
    route('moderation/downloads', 'routes/moderation-downloads.tsx', { id: 'moderation-downloads' }),
    route('moderation/members', 'routes/moderation-members.tsx', { id: 'moderation-members' }),
    route('moderation/words', 'routes/moderation-words.tsx', { id: 'moderation-words' }),
    route('moderation/audit', 'routes/moderation-audit.tsx', { id: 'moderation-audit' }),
    route('moderation/analytics', 'routes/moderation-analytics.tsx', { id: 'moderation-analytics' }),
    route('moderation/settings', 'routes/moderation-settings.tsx', { id: 'moderation-settings' }),

    // Watching and uploading.
    route('embed/:videoId', 'routes/embed.tsx', { id: 'embed' }),
    route('upload-video', 'routes/upload-video.tsx', { id: 'upload' }),
    // The uploader's application to be verified (#31): members only.
    route('verify-uploader', 'routes/verify-uploader.tsx', { id: 'verify-uploader' }),
    // The uploader's consent records of the people in their videos (#31 item 2): members only.
    route('consent-records', 'routes/consent-records.tsx', { id: 'consent-records' }),

    // Accounts.
    route('signin', 'routes/signin.tsx', { id: 'signin' }),
    route('signup', 'routes/signup.tsx', { id: 'signup' }),
    route('email-confirmation', 'routes/email-confirmation.tsx', { id: 'email-confirmation' }),
    route('restore', 'routes/restore.tsx', { id: 'restore' }),

    // Information, download, sitemap and dump; files for search engines.
    route('information', 'routes/information.tsx', { id: 'information' }),
    // A depicted person's removal appeal (#31): public, no account needed.
    route('appeal', 'routes/appeal.tsx', { id: 'appeal' }),
    route('download', 'routes/download.tsx', { id: 'download' }),
    route('sitemap', 'routes/sitemap.tsx', { id: 'sitemap' }),
    route('dump', 'routes/dump.tsx', { id: 'dump' }),
    route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
    route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
    // §4 age gate: the page a visitor of the listed countries meets first (lib/age-gate.server.ts).
    route('age-check', 'routes/age-check.tsx', { id: 'age-check' }),

    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
