// Builds projects through Nx (its cache makes an unchanged project free), for the start and test scripts.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds `projects` (all when empty) and their dependencies; true on success. */
export function build(projects = []) {
  const args = [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'];
  if (projects.length) args.push('-p', ...projects);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  return result.status === 0;
}
