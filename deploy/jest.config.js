// The shared preset compiles TypeScript with swc and maps @thindi/* to their sources, so the tests read the
// config schema as written, without a build.
const preset = require('../jest.preset.js');

module.exports = { ...preset, rootDir: __dirname, testMatch: ['<rootDir>/*.spec.ts'] };
