const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.dist-spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
