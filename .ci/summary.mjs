/**
 * The end of a CI run: `N passed, N failed` over every test pass, and the slowest test files,
 * from vitest's JSON reports (one per pass).
 */
import fs from 'node:fs';
import path from 'node:path';

const reports = process.argv.slice(2).filter((file) => fs.existsSync(file));
let passed = 0;
let failed = 0;
const files = [];
const failures = [];
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed to load has no failed test of its own: count it as one failure.
  failed += report.testResults.filter((suite) => suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed')).length;
  for (const suite of report.testResults) {
    const where = `${path.relative(process.cwd(), suite.name)} (${path.basename(file, '.json')})`;
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${where}: ${test.fullName}\n      ${String(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
    if (suite.status === 'failed' && !failedTests.length) failures.push(`${where}: ${String(suite.message ?? 'did not load').split('\n')[0]}`);
    const ms = suite.endTime - suite.startTime;
    files.push({ name: `${path.relative(process.cwd(), suite.name)} (${path.basename(file, '.json')})`, ms });
  }
}
if (files.length) {
  console.log('\nSlowest test files:');
  for (const { name, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}
// Last, so that the end of the log (all a short view of it shows) names what failed.
if (failures.length) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
