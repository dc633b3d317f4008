// Keeps each service's README true to its code: a subject its table says the service answers, emits or consumes
// is one the service's source answers (`@MessagePattern`), emits (an event of libs/contracts it writes) or consumes
// (`events.subscribe`), and a subject of another service it names is one it calls. Subjects are found the way
// deploy.spec.ts finds the durable consumers: by reading the source and resolving the contracts' constants.
import * as contracts from '@thindi/contracts';
import { SERVICE_NAMES } from '@thindi/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const SERVICES: string[] = [...SERVICE_NAMES];
const exported = contracts as unknown as Record<string, unknown>;

/** Every string under a value of libs/contracts (a subject, or an object of them). */
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];

/** The constants that name subjects: request patterns (`…Patterns`) and events (`…Events`). */
const constantNames = (suffix: string) => Object.keys(exported).filter((name) => name.endsWith(suffix));
const EVENTS = new Set(constantNames('Events').flatMap((name) => leaves(exported[name])));
const REQUESTS = new Set([
  ...constantNames('Patterns').flatMap((name) => leaves(exported[name])),
  ...SERVICES.flatMap((service) => [
    contracts.healthPattern(service as contracts.ServiceName),
    ...leaves(contracts.deadLetterPatterns(service as contracts.ServiceName)),
  ]),
]);

/** `OrderPatterns.place`, `OwnerAdminPatterns.users.list`: the value that path names in libs/contracts. */
function resolve(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], exported);
}

const CONSTANT = /\b([A-Z]\w*(?:Patterns|Events))((?:\.\w+)+)?/g;

interface Handled {
  answers: Set<string>;
  emits: Set<string>;
  consumes: Set<string>;
  /** Every subject the source names: what it answers, emits and consumes, and what it asks of others. */
  names: Set<string>;
}

/** What a service's source (its tests left out) answers, emits, consumes and names. */
function handledBy(service: string): Handled {
  const src = join(ROOT, 'services', service, 'src');
  const files = (readdirSync(src, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
  );
  const handled: Handled = { answers: new Set(), emits: new Set(), consumes: new Set(), names: new Set() };
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    if (text.includes(`createHealthController(`)) {
      const own = [`${service}.health`, ...leaves(contracts.deadLetterPatterns(service as contracts.ServiceName))];
      own.forEach((subject) => (handled.answers.add(subject), handled.names.add(subject)));
    }
    for (const [, path] of text.matchAll(/@MessagePattern\(\s*([\w.]+)\s*\)/g)) {
      const subject = resolve(path);
      expect([file, path, typeof subject]).toEqual([file, path, 'string']);
      handled.answers.add(subject as string);
    }
    // A controller the platform makes for a group of subjects (the password flows) answers each of them.
    for (const [, path] of text.matchAll(/passwordsController\(\s*([\w.]+)\s*,/g)) {
      leaves(resolve(path)).forEach((subject) => handled.answers.add(subject));
    }
    for (const [, path] of text.matchAll(/events\.subscribe\(\s*(\w+Events\.\w+)/g)) {
      handled.consumes.add(resolve(path) as string);
    }
    for (const match of text.matchAll(CONSTANT)) {
      const [, name, rest] = match;
      const subjects = leaves(resolve(`${name}${rest ?? ''}`));
      subjects.forEach((subject) => handled.names.add(subject));
      // An event the source names, other than as what it subscribes to, is one it emits.
      const subscribing = /events\.subscribe\(\s*$/.test(text.slice(0, match.index));
      if (name.endsWith('Events') && rest && !subscribing) subjects.forEach((subject) => handled.emits.add(subject));
    }
  }
  return handled;
}

interface Named {
  /** The row of the README's table: answers, emits, consumes, calls, jobs… */
  row: string;
  subject: string;
  /** Inside parentheses: said in passing (`admin.stats.get` (asks `auth.users.figures`…)), not what the row lists. */
  aside: boolean;
}

/**
 * The subjects a README's table names, row by row. `.get` after `catalog.products.list` is `catalog.products.get`;
 * a name with `*` stands for every subject it matches; one with a placeholder (`<service>.…`) is left out.
 */
function namedIn(readme: string): Named[] {
  const named: Named[] = [];
  for (const line of readme.split('\n')) {
    const cells = line.match(/^\|\s*([a-z]+)\s*\|(.*)\|\s*$/);
    if (!cells) continue;
    const [, row, text] = cells;
    let previous = '';
    let depth = 0;
    for (const part of text.split(/(`[^`]*`|[()])/)) {
      if (part === '(' || part === ')') depth += part === '(' ? 1 : -1;
      if (!part.startsWith('`')) continue;
      let name = part.slice(1, -1).trim();
      if (name.startsWith('.') && previous) name = previous.replace(/\.[^.]+$/, name);
      if (!/^[a-z][a-z-]*(\.[a-z*][\w*-]*)+$/.test(name)) continue;
      previous = name;
      named.push({ row, subject: name, aside: depth > 0 });
    }
  }
  return named;
}

/** The declared subjects a name stands for (one, or each a wildcard matches); none when it names no subject. */
function subjectsOf(name: string): string[] {
  if (!name.includes('*')) return EVENTS.has(name) || REQUESTS.has(name) ? [name] : [];
  const pattern = new RegExp(`^${name.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`);
  return [...EVENTS, ...REQUESTS].filter((subject) => pattern.test(subject));
}

/** What is wrong with a README's name: why the service's code does not bear it out, or undefined. */
function problem(named: Named, handled: Handled): string | undefined {
  const subjects = subjectsOf(named.subject);
  const services = SERVICES.map((service) => `${service}.`);
  if (!subjects.length) {
    // A request subject is <service>.<noun>.<verb>: one that libs/contracts does not declare was renamed or removed.
    const request = services.some((prefix) => named.subject.startsWith(prefix)) && named.subject.split('.').length > 2;
    return request ? 'is declared nowhere in libs/contracts' : undefined;
  }
  const some = (set: Set<string>) => subjects.some((subject) => set.has(subject));
  const isEvent = subjects.every((subject) => EVENTS.has(subject));
  if (named.row === 'consumes' && isEvent) return some(handled.consumes) ? undefined : 'is not consumed';
  if (named.row === 'emits' && isEvent) return some(handled.emits) ? undefined : 'is not emitted';
  if (named.row === 'answers' && !isEvent && !named.aside) return some(handled.answers) ? undefined : 'is not answered';
  if (isEvent) return some(handled.emits) || some(handled.consumes) ? undefined : 'is neither emitted nor consumed';
  return some(handled.names) ? undefined : 'is neither answered nor asked for';
}

describe.each(SERVICES)('services/%s/README.md', (service) => {
  const readme = readFileSync(join(ROOT, 'services', service, 'README.md'), 'utf8');
  const handled = handledBy(service);

  it('names in its table only subjects the service answers, emits, consumes or asks for', () => {
    const named = namedIn(readme);
    expect(named.length).toBeGreaterThan(0);
    const wrong = named.flatMap((n) => {
      const why = problem(n, handled);
      return why ? [`${n.row}: ${n.subject} ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('names every event the service emits or consumes', () => {
    const named = new Set(namedIn(readme).flatMap((n) => subjectsOf(n.subject)));
    const missing = [...handled.emits, ...handled.consumes].filter((subject) => !named.has(subject));
    expect(missing).toEqual([]);
  });
});
