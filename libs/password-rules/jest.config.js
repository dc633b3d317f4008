const preset = require('../../jest.preset.js');

module.exports = { ...preset, rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] };
