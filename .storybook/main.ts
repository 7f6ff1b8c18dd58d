import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type Rolldown } from 'vite';

/**
 * `STORY_FOLDERS=Avatar,Badge` limits Storybook to those component folders (quick runs while one component
 * is in progress); unset, every story and docs page of @site/ui is built.
 */
const only = (process.env.STORY_FOLDERS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories:
    only.length > 0
      ? only.map((folder) => `../packages/ui/src/${folder}/*.@(mdx|stories.@(ts|tsx))`)
      : ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Synthetic media of the VideoPlayer stories (packages/ui/scripts/make-media.mjs), served at /media, and
  // the flag images Flag shows (flag-icons' 4:3 SVGs), at /flags as the site serves them.
  staticDirs: [
    { from: '../packages/ui/fixtures/media', to: '/media' },
    { from: '../packages/ui/node_modules/flag-icons/flags/4x3', to: '/flags' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript source (`exports[...].source`), then Vite's defaults.
      resolve: { conditions: ['@site/source', 'module', 'browser', 'development|production'] },
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // Radix marks its modules "use client"; irrelevant in a client-only bundle.
          onwarn(warning: Rolldown.RollupLog, warn: (log: Rolldown.RollupLog) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
          checks: { pluginTimings: false },
        },
      },
    });
  },
};

export default config;
