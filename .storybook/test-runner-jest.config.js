// Jest configuration of the story tests (`pnpm test:stories`): the test-runner defaults, driving
// Debian's Chromium (no browser download works here) at a fixed, deterministic browser setup.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 60_000,
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    fileURLToPath(new URL('./test-runner-report.js', import.meta.url)),
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: '/usr/bin/chromium',
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
