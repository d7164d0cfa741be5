import { existsSync, readFileSync } from 'node:fs';

/**
 * Adds up the JSON reports of the Vitest and Playwright runs named on the command line and
 * prints one closing line, "tests: N passed, N failed", that any CI reader understands.
 */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<VitestReport & PlaywrightReport>;
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
