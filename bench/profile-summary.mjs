#!/usr/bin/env node
// `node bench/profile-summary.mjs <file.cpuprofile>…`: where a CPU profile's time went, by package or project
// folder (self time), so a benchmark's note can say what an order costs. Profiles come from BENCH_CPU_PROF=1.
import { readFileSync } from 'node:fs';

/** The bucket a frame's time is counted under: a package, a project folder, or what V8 calls it. */
function bucketOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : `(${functionName || 'native'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = url.match(/\/(services\/[^/]+|gateway|libs\/[^/]+)\//);
  if (own) return own[1];
  if (url.startsWith('node:')) return url;
  return url;
}

for (const file of process.argv.slice(2)) {
  const { nodes, samples, timeDeltas, startTime, endTime } = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  samples.forEach((id, i) => {
    const key = bucketOf(byId.get(id).callFrame);
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[i] ?? 0));
  });
  const total = endTime - startTime;
  const idle = self.get('(idle)') ?? 0;
  process.stdout.write(
    `\n${file}: ${(total / 1e6).toFixed(1)} s, busy ${((100 * (total - idle)) / total).toFixed(0)}%\n`,
  );
  const rows = [...self.entries()]
    .filter(([k]) => k !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  for (const [key, us] of rows)
    process.stdout.write(`  ${((100 * us) / (total - idle)).toFixed(1).padStart(5)}%  ${key}\n`);
}
