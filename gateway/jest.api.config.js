const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.api-spec.ts'],
  testTimeout: 60_000,
  // Two spec files at a time: each drives its own app in its own process, and one waits on I/O while the other runs.
  maxWorkers: 2,
  globalSetup: '<rootDir>/jest.api.setup.js',
  globalTeardown: '<rootDir>/jest.api.teardown.js',
};
