import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const servicesDir = join(__dirname, '..', '..', '..', '..', 'services');
const journals = readdirSync(servicesDir)
  .map((service) => ({ service, folder: join(servicesDir, service, 'src', 'db', 'migrations') }))
  .filter(({ folder }) => existsSync(join(folder, 'meta', '_journal.json')));

/**
 * Drizzle's migrator runs a migration only when its journal time is later than the latest one the database has
 * applied, so a journal out of time order silently skips migrations on every database that is already past them.
 */
describe('migration journals', () => {
  it('finds every service that keeps migrations', () => {
    expect(journals.map((j) => j.service)).toEqual(expect.arrayContaining(['catalog', 'order', 'finance']));
  });

  it.each(journals)('$service: each migration is later than the one before and has its SQL', ({ folder }) => {
    const { entries } = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
    entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when).toBeGreaterThan(entries[i - 1].when);
      expect(existsSync(join(folder, `${entry.tag}.sql`))).toBe(true);
    });
  });
});
