// Runs before the test framework: react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks,
// and `import.meta.env` is rewritten to `process.env`, so the test values come from `.env.test`.
const { TextEncoder, TextDecoder, parseEnv } = require('node:util');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

Object.assign(globalThis, { TextEncoder, TextDecoder });

const values = parseEnv(readFileSync(join(__dirname, '..', '.env.test'), 'utf8'));
Object.assign(process.env, values, { MODE: 'test' });
