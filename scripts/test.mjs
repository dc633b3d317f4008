#!/usr/bin/env node
// `npm test`: every layer of docs/architecture.md, Tests.
//   1. unit, service and component tests of every project, the API tests on the standalone app and the
//      distributed tests (gateway + catalog replicas on NATS and PostgreSQL), through Nx with its cache;
//   2. the browser journeys in Chromium against the built app (scripts/e2e.mjs).
// With CI=true nothing may be skipped: missing servers or Chromium fail the run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './nx-build.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' };
const run = (label, args) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  process.stdout.write(
    `\n${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  return result.status === 0;
};

const nx = join(root, 'node_modules/nx/dist/bin/nx.js');
const ok =
  run('unit, service, API and distributed tests', [
    nx,
    'run-many',
    '-t',
    'test',
    'test-api',
    'test-distributed',
    '--output-style=static',
  ]) && run('browser tests', [join(root, 'scripts/e2e.mjs')]);
process.exit(ok ? 0 : 1);
