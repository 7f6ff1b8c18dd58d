import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/videos.tsx', { id: 'home' }),
  route('videos', 'routes/videos.tsx', { id: 'videos' }),
  route(':sort/:page', 'routes/videos.tsx', { id: 'videos-sorted' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
