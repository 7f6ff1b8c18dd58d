import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/videos.tsx', { id: 'home' }),
  route('videos', 'routes/videos.tsx', { id: 'videos' }),
  // Before `:sort/:page` and `*`, so these paths are never read as a listing or a 404.
  route('videos/:videoId/:dir', 'routes/video.tsx', { id: 'video' }),
  route('embed/:videoId', 'routes/embed.tsx', { id: 'embed' }),
  route('upload-video', 'routes/upload-video.tsx', { id: 'upload' }),
  route(':sort/:page', 'routes/videos.tsx', { id: 'videos-sorted' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
