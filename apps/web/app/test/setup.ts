// Vitest setup for every web test file (`test.setupFiles` in vitest.config.ts): the DOM matchers of
// @testing-library/jest-dom (`toBeInTheDocument()`, `toBeVisible()`, `toHaveAccessibleName()`, …) on `expect`,
// and their types. Harmless in node-environment tests, which don't use them.
import '@testing-library/jest-dom/vitest';
