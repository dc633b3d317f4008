// One folder per API test run for the first-start DATA_DIRs that test/standalone-app.ts copies; removed at the end.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  process.env.THINDI_API_TEMPLATES = mkdtempSync(join(tmpdir(), 'thindi-api-first-starts-'));
};
