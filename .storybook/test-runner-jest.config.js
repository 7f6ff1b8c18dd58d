// Jest configuration of the story tests (`pnpm test:stories`): the test-runner defaults, driving
// Debian's Chromium (no browser download works here) at a fixed, deterministic browser setup: its headless
// shell (package chromium-headless-shell), the same engine without the full browser's tabs and profile
// services. A story file's page opens in 0.2 s instead of 0.5 s and loads in 0.5 s instead of 1.2 s here;
// the baselines in packages/ui/baselines are its pixels.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 60_000,
  // The runner's environment, keeping a worker's prepared page from one story file to the next.
  testEnvironment: fileURLToPath(new URL('./test-runner-environment.js', import.meta.url)),
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    fileURLToPath(new URL('./test-runner-report.js', import.meta.url)),
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        // Set by scripts/test-stories.mjs, which checks that it is installed.
        executablePath: process.env.STORY_TESTS_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell',
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
