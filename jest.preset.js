// Shared Jest set-up for the Node projects: swc compiles TypeScript with decorator metadata (Nest needs it),
// and workspace packages resolve to their sources so tests never wait for a build.
const path = require('node:path');

const root = __dirname;
const src = (p) => path.join(root, p, 'src');

module.exports = {
  testEnvironment: 'node',
  // Service tests run their cases against a module on PGlite (booting it is the hooks' SERVICE_START_TIMEOUT_MS);
  // beside the other projects' tests on two cores a case that writes hundreds of rows takes three to four times as
  // long as on an idle machine, so the limit fits this layer under that load.
  testTimeout: 60_000,
  transform: {
    '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A few dependencies ship only ES modules; Node 20 loads them natively, Jest needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: {
    '^@thindi/contracts$': path.join(src('libs/contracts'), 'index.ts'),
    '^@thindi/india$': path.join(src('libs/india'), 'index.ts'),
    '^@thindi/password-rules$': path.join(src('libs/password-rules'), 'index.ts'),
    '^@thindi/platform$': path.join(src('libs/platform'), 'index.ts'),
    '^@thindi/platform/testing$': path.join(src('libs/platform'), 'testing/index.ts'),
    '^@thindi/platform/outbox-table$': path.join(src('libs/platform'), 'events/outbox-table.ts'),
    '^@thindi/(auth|catalog|order|seller|admin|notification|media|finance)-service$': path.join(
      root,
      'services/$1/src/index.ts',
    ),
    '^@thindi/gateway$': path.join(src('gateway'), 'index.ts'),
    '^@thindi/standalone$': path.join(src('apps/standalone'), 'standalone.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
