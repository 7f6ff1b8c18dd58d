import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The pages the floor is compared on: 60 video cards each, as the site's home, /videos/ and a category.
export default [
  index('routes/listing.tsx', { id: 'home' }),
  route('videos', 'routes/listing.tsx', { id: 'videos' }),
  route('categories/:dir', 'routes/listing.tsx', { id: 'category' }),
] satisfies RouteConfig;
