#!/usr/bin/env node
// Browser journeys: builds the app, starts it in standalone mode on a free port with an empty DATA_DIR,
// runs Playwright in Debian's Chromium against it (arguments go to `playwright test`, e.g. a test file's name), and
// stops it. Without Chromium the run is skipped locally and fails under CI=true.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';
import { build, root } from './nx-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium} (apt-get install -y chromium)`;
  if (process.env.CI === 'true') {
    process.stderr.write(`${message}: browser tests cannot run\n`);
    process.exit(1);
  }
  process.stdout.write(`${message}: browser tests skipped\n`);
  process.exit(0);
}

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' };
if (!build(['@thindi/standalone', '@thindi/frontend'])) process.exit(1);

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'thindi-e2e-'));
const mailDir = join(dataDir, 'smtp-inbox');
const mailCatcher = await startMailCatcher(mailDir);
// The app mails the SMTP catcher, whose folder the journeys read codes from; they sign in as this admin.
const admin = { email: 'admin@e2e.thindi.test', password: 'E2e-admin-password-1' };
const app = spawn(process.execPath, [join(root, 'apps/standalone/dist/main.js')], {
  env: {
    ...env,
    MODE: 'standalone',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: mailCatcher.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_EMAIL_PER_MINUTE: '100',
    // The money journey pays sellers at once after delivery: the return window is over when a part arrives.
    RETURN_WINDOW_DAYS: '0',
    // The UPI journey sees an unpaid order cancelled by the timer: 90 seconds to pay, looked at every 2 seconds.
    UNPAID_ORDER_TIMEOUT_HOURS: '0.025',
    UNPAID_SWEEP_SECONDS: '2',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}`;
let status = 1;
try {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (app.exitCode !== null) throw new Error('the app exited before it answered');
    await new Promise((r) => setTimeout(r, 250));
  }
  // Spawned, not spawnSync: this process must keep answering SMTP while the journeys run.
  const playwright = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        E2E_BASE_URL: baseUrl,
        E2E_DATA_DIR: dataDir,
        E2E_MAIL_DIR: mailDir,
        E2E_ADMIN_EMAIL: admin.email,
        E2E_ADMIN_PASSWORD: admin.password,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
} catch (err) {
  process.stderr.write(`${err.message}\n`);
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => (app.exitCode !== null ? r() : app.on('exit', r)));
  await mailCatcher.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
