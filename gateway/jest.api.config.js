const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.api-spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/jest.api.setup.js',
  globalTeardown: '<rootDir>/jest.api.teardown.js',
};
