// A Jest reporter that writes the run as Jest's `--json` shape to $STORY_TESTS_REPORT, so
// scripts/test-stories.mjs (and scripts/test.mjs) can count passes and failures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class StoryTestsReport {
  onRunComplete(_contexts, results) {
    const file = process.env.STORY_TESTS_REPORT;
    if (!file) return;
    const report = {
      success: results.success,
      numTotalTests: results.numTotalTests,
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      numPendingTests: results.numPendingTests,
      numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
      testResults: results.testResults.map((suite) => ({
        name: suite.testFilePath,
        status: suite.numFailingTests > 0 || suite.testExecError ? 'failed' : 'passed',
        message: suite.failureMessage ?? '',
        assertionResults: suite.testResults.map((t) => ({
          fullName: t.fullName,
          title: t.title,
          status: t.status,
          duration: t.duration,
          failureMessages: t.failureMessages,
        })),
      })),
    };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(report, null, 2));
  }
}
