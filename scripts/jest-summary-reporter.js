// Appends each jest run's totals to $TEST_SUMMARY_FILE, so .ci/run can print one closing line for
// every suite of every workspace ("N passed, N failed").
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    fs.appendFileSync(file, `${results.numPassedTests} ${results.numFailedTests} ${results.numPendingTests}\n`);
  }
}

module.exports = SummaryReporter;
