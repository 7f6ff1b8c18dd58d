// The Jest environment of the story tests: the test-runner's own (custom-environment.js: a page per test
// file, prepared by setupPage), except that a worker keeps its prepared page from one test file to the next.
//
// The test-runner writes one test file per component title (81), and each file used to connect to the
// browser, open a context and a page, load iframe.html, inject the runner's script and render a first story
// in a cold preview: about 3 s per file before its first story's own work, a third of the whole step.
// Storybook renders every story into the same preview page when a person clicks through it, and the stories
// of one file already share a page here, so the stories of the next file can too: the first file of each
// worker prepares the page, the next ones reuse it. A page that a story broke is replaced by the runner's
// own retry (`jestPlaywright.resetPage` + setupPage), and the replacement is what the next file gets.
//
// Module state lives as long as the Jest worker; the browser server itself is the test-runner's (its global
// setup starts it, its global teardown closes it).
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** @type {{ browser: unknown, context: { pages(): { isClosed(): boolean }[] }, page: { isClosed(): boolean } } | null} */
let kept = null;

export default class StoryPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    const reusable = kept !== null && !kept.page.isClosed();
    if (reusable) {
      // The runner's globals (jestPlaywright helpers, browser name) without a new connection, context or page.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
    }
    await super.setup();
    if (reusable) {
      Object.assign(this.global, kept);
      return;
    }
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    const { browser, context, page } = this.global;
    kept = browser && context && page ? { browser, context, page } : null;
    // The base teardown closes the browser connection: kept open for the worker's next file.
    this.global.browser = undefined;
    await super.teardown();
  }
}
