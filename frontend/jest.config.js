/** Component tests: jsdom + @swc/jest, as verified in STACK.md. */
export default {
  // Whole-app renders under jsdom take seconds when Nx runs the services' tests beside these on two cores:
  // time limits fit that layer, not an idle laptop (see also asyncUtilTimeout in test/jest.setup.ts).
  testTimeout: 60_000,
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  setupFiles: ['<rootDir>/test/jest.polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic' },
            optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
          },
        },
      },
    ],
  },
  // Icons are imported one by one from lucide-react's ES modules, so those files are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!lucide-react/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@thindi/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@thindi/password-rules$': '<rootDir>/../libs/password-rules/src/index.ts',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/test/file-mock.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/dist/'],
};
