// Keeps the deployment descriptions (deploy/Dockerfile, docker-compose.yml, deploy/k8s) true to the code:
// every service of the architecture is deployed, every command points at an app that exists, and every
// environment variable is one the apps' config schema knows, with values it accepts.
import { SERVICE_NAMES } from '@thindi/contracts';
import { configSchema, loadConfig } from '@thindi/platform';
import { load, loadAll } from 'js-yaml';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const K8S_DIR = join(__dirname, 'k8s');
/** The services of ARCHITECTURE.md, section 3. */
const SERVICES = ['auth', 'catalog', 'order', 'seller', 'admin', 'notification', 'media', 'finance'];
const APPS = ['gateway', ...SERVICES];
const KNOWN_VARIABLES = new Set(Object.keys(configSchema.shape));
const GOOD_SECRET = 'x'.repeat(32);

type Doc = Record<string, any>;

const readText = (path: string) => readFileSync(path, 'utf8');

/** Where each app lives: the gateway, the one-process marketplace (apps/standalone), each service. */
const appDir = (app: string) =>
  app === 'gateway' ? 'gateway' : app === 'standalone' ? 'apps/standalone' : `services/${app}`;

/**
 * The app a command runs: `node gateway/dist/main.js` → gateway, `node apps/standalone/dist/main.js` →
 * standalone, `node services/x/dist/main.js` → x.
 */
function appOf(command: unknown): string | undefined {
  if (!Array.isArray(command) || command.length !== 2 || command[0] !== 'node') return undefined;
  const match = /^(gateway|apps\/standalone|services\/([a-z-]+))\/dist\/main\.js$/.exec(String(command[1]));
  if (!match) return undefined;
  return match[2] ?? (match[1] === 'gateway' ? 'gateway' : 'standalone');
}

/** The TypeScript entry the build turns into the command's script. */
const sourceOf = (app: string) => join(ROOT, appDir(app), 'src/main.ts');

const unknownVariables = (names: Iterable<string>) => [...names].filter((name) => !KNOWN_VARIABLES.has(name));

/** Problems loadConfig reports for an environment, one string each (empty when the apps would start). */
function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as { problems?: string[] }).problems ?? [String(err)];
  }
}

describe('deploy/Dockerfile', () => {
  const dockerfile = readText(join(__dirname, 'Dockerfile'));
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds on node:20-bookworm-slim with npm ci, the Nx build and a prune of dev dependencies', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/\bnpm ci\b/);
    expect(dockerfile).toMatch(/\bnpm run build\b/);
    expect(dockerfile).toMatch(/\bnpm prune --omit=dev\b/);
  });

  it('runs as a non-root user in production mode and starts the standalone app by default', () => {
    expect(finalStage).toMatch(/^ENV NODE_ENV=production\b/m);
    const user = /^USER (\S+)$/m.exec(finalStage)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(0|root)(:|$)/);
    const cmd = /^CMD (.+)$/m.exec(finalStage)?.[1];
    const app = appOf(JSON.parse(cmd ?? 'null'));
    expect(app).toBe('standalone');
    expect(existsSync(sourceOf(app!))).toBe(true);
  });

  it('sends no host installs or build outputs, but every npm manifest, in the build context', () => {
    const ignored = readText(join(ROOT, '.dockerignore'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist']));
    expect(ignored.filter((pattern) => /package(-lock)?\.json|^\*$|^\*\*$/.test(pattern))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const compose = load(readText(join(ROOT, 'docker-compose.yml'))) as Doc;
  const services: Record<string, Doc> = compose.services;
  const apps = Object.entries(services).filter(([, service]) => service.build);

  /** The app environment as compose would hand it over, with `${VAR:-default}` and `${VAR:?error}` filled. */
  function interpolated(env: Record<string, unknown>): Record<string, string> {
    const fill = (value: string) =>
      value.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_all, _name, kind, rest) =>
        kind === '-' ? rest : GOOD_SECRET,
      );
    return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, fill(String(value))]));
  }

  it('has no obsolete version key', () => {
    expect(compose).not.toHaveProperty('version');
  });

  it('runs the gateway and every service of the architecture, each from its own entry point', () => {
    expect(SERVICE_NAMES).toEqual(SERVICES);
    const running = apps.map(([name, service]) => [name, appOf(service.command)]);
    expect(running.map(([, app]) => app).sort()).toEqual([...APPS].sort());
    for (const [name, app] of running) {
      expect(app).toBe(name);
      expect(existsSync(sourceOf(app!))).toBe(true);
    }
  });

  it('builds every app from deploy/Dockerfile into one image', () => {
    for (const [, service] of apps) {
      expect(service.build).toEqual({ context: '.', dockerfile: 'deploy/Dockerfile' });
    }
    expect(new Set(apps.map(([, service]) => service.image)).size).toBe(1);
  });

  it('runs catalog with at least two replicas', () => {
    expect(services.catalog.deploy.replicas).toBeGreaterThanOrEqual(2);
  });

  it('gives the apps only variables the config schema knows, with values it accepts', () => {
    for (const [, service] of apps) {
      expect(unknownVariables(Object.keys(service.environment))).toEqual([]);
      expect(configProblems(interpolated(service.environment))).toEqual([]);
      expect(service.environment.MODE).toBe('distributed');
    }
  });

  it('refuses to start without JWT_SECRET', () => {
    expect(compose['x-app-env'].JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
  });

  it('points the apps at the servers it runs', () => {
    const env = interpolated(compose['x-app-env']);
    for (const key of ['NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL']) {
      expect(services).toHaveProperty(new URL(env[key]).hostname);
    }
  });

  it('starts apps after healthy dependencies and restarts every container', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, expect.stringMatching(/^(always|unless-stopped|on-failure)/)]);
      for (const [dependency, { condition }] of Object.entries<Doc>(service.depends_on ?? {})) {
        expect(services).toHaveProperty(dependency);
        if (condition === 'service_healthy') expect(services[dependency].healthcheck).toBeDefined();
      }
    }
    for (const [, service] of apps) {
      expect(Object.values<Doc>(service.depends_on).every((d) => d.condition === 'service_healthy')).toBe(true);
    }
  });

  it('publishes the gateway on port 3000 and checks its health on /api/health', () => {
    expect(services.gateway.ports).toContainEqual(expect.stringMatching(/:3000$/));
    expect(services.gateway.healthcheck.test.join(' ')).toContain('/api/health');
  });

  it('runs NATS with JetStream on a volume, and declares every named volume', () => {
    expect(services.nats.image).toMatch(/^nats:2\.10\b/);
    expect(services.nats.command).toContain('-js');
    const named = Object.values(services)
      .flatMap((service) => (service.volumes ?? []) as string[])
      .map((volume) => volume.split(':')[0])
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    expect(named.length).toBeGreaterThan(0);
    for (const volume of named) expect(compose.volumes).toHaveProperty(volume);
  });
});

describe('deploy/k8s', () => {
  const kustomization = load(readText(join(K8S_DIR, 'kustomization.yaml'))) as Doc;
  const files = readdirSync(K8S_DIR).filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml');
  const docs = files.flatMap((file) => (loadAll(readText(join(K8S_DIR, file))) as Doc[]).filter(Boolean));
  const ofKind = (kind: string) => docs.filter((doc) => doc.kind === kind);
  const named = (kind: string, name: string) => ofKind(kind).find((doc) => doc.metadata.name === name);
  const deployments = ofKind('Deployment');
  const containerOf = (deployment: Doc) => deployment.spec.template.spec.containers[0];
  const configMap = ofKind('ConfigMap')[0];
  const secret = ofKind('Secret')[0];

  it('lists every manifest of the folder in kustomization.yaml, and nothing else', () => {
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it('puts everything in the namespace thindi', () => {
    expect(kustomization.namespace).toBe('thindi');
    expect(named('Namespace', 'thindi')).toBeDefined();
    for (const doc of docs.filter((d) => d.kind !== 'Namespace')) {
      expect([doc.kind, doc.metadata.name, doc.metadata.namespace]).toEqual([doc.kind, doc.metadata.name, 'thindi']);
    }
  });

  it('has a Deployment per app running its entry point from the one image', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    const images = kustomization.images.map((image: Doc) => image.name);
    for (const deployment of deployments) {
      const container = containerOf(deployment);
      const app = appOf(container.command);
      expect([deployment.metadata.name, app]).toEqual([deployment.metadata.name, deployment.metadata.name]);
      expect(existsSync(sourceOf(app!))).toBe(true);
      expect(images).toContain(container.image);
    }
  });

  it('runs the same commands as docker compose', () => {
    const compose = load(readText(join(ROOT, 'docker-compose.yml'))) as Doc;
    for (const deployment of deployments) {
      expect(containerOf(deployment).command).toEqual(compose.services[deployment.metadata.name].command);
    }
  });

  it('runs catalog and the gateway with two replicas, the other services with one', () => {
    const replicas = Object.fromEntries(deployments.map((d) => [d.metadata.name, d.spec.replicas]));
    expect(replicas).toEqual({
      gateway: 2,
      catalog: 2,
      auth: 1,
      order: 1,
      seller: 1,
      admin: 1,
      notification: 1,
      media: 1,
      finance: 1,
    });
  });

  it('selects its own pods in every Deployment', () => {
    for (const deployment of deployments) {
      expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    }
  });

  it('gives every pod resources, 30 s to drain on SIGTERM, and the image user', () => {
    const user = Number(/^USER (\d+)/m.exec(readText(join(__dirname, 'Dockerfile')))?.[1]);
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      expect(pod.terminationGracePeriodSeconds).toBe(30);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: user });
      const { requests, limits } = containerOf(deployment).resources;
      for (const amounts of [requests, limits]) expect(Object.keys(amounts).sort()).toEqual(['cpu', 'memory']);
    }
  });

  it('probes the gateway on /api/health/* and the NATS-only services not over HTTP', () => {
    const gateway = containerOf(named('Deployment', 'gateway')!);
    const ports = gateway.ports.map((port: Doc) => port.name);
    for (const probe of [gateway.readinessProbe, gateway.livenessProbe]) {
      expect(probe.httpGet.path).toMatch(/^\/api\/health\/(live|ready)$/);
      expect(ports).toContain(probe.httpGet.port);
    }
    const portVariable = gateway.env.find((variable: Doc) => variable.name === 'PORT');
    expect(Number(portVariable.value)).toBe(gateway.ports[0].containerPort);
    for (const service of SERVICES) {
      const container = containerOf(named('Deployment', service)!);
      expect([service, container.ports, container.readinessProbe, container.livenessProbe]).toEqual([
        service,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('feeds every app from the ConfigMap and the Secret, with variables the config schema knows', () => {
    for (const deployment of deployments) {
      const container = containerOf(deployment);
      const sources = container.envFrom.map((source: Doc) => source.configMapRef?.name ?? source.secretRef?.name);
      expect(sources).toEqual([configMap.metadata.name, secret.metadata.name]);
      expect(unknownVariables((container.env ?? []).map((variable: Doc) => variable.name))).toEqual([]);
    }
    expect(unknownVariables(Object.keys(configMap.data))).toEqual([]);
    expect(unknownVariables(Object.keys(secret.stringData))).toEqual([]);
    expect(ofKind('ConfigMap')).toHaveLength(1);
    expect(ofKind('Secret')).toHaveLength(1);
  });

  it('holds a valid distributed configuration once the JWT_SECRET placeholder is replaced', () => {
    const env = { ...configMap.data, ...secret.stringData };
    expect(env.MODE).toBe('distributed');
    expect(configProblems(env)).toEqual([expect.stringMatching(/^JWT_SECRET /)]);
    expect(configProblems({ ...env, JWT_SECRET: GOOD_SECRET })).toEqual([]);
  });

  it('routes the Ingress to the gateway Service, and the Service to the gateway pods', () => {
    const service = named('Service', 'gateway')!;
    const gateway = named('Deployment', 'gateway')!;
    expect(gateway.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    const containerPorts = containerOf(gateway).ports.map((port: Doc) => port.name);
    expect(containerPorts).toContain(service.spec.ports[0].targetPort);
    const backends = ofKind('Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule: Doc) => rule.http.paths.map((path: Doc) => path.backend.service)),
    );
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.name).toBe(service.metadata.name);
      expect(service.spec.ports.map((port: Doc) => port.name)).toContain(backend.port.name);
    }
  });

  it('autoscales the gateway and catalog on CPU, never below two replicas', () => {
    const targets = ofKind('HorizontalPodAutoscaler').map((hpa) => {
      const target = named(hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
      expect(target).toBeDefined();
      expect(containerOf(target!).resources.requests.cpu).toBeDefined();
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      return hpa.spec.scaleTargetRef.name;
    });
    expect(targets.sort()).toEqual(['catalog', 'gateway']);
  });

  it('aims every PodDisruptionBudget at the pods of a Deployment', () => {
    for (const budget of ofKind('PodDisruptionBudget')) {
      const matches = deployments.filter((d) =>
        Object.entries(budget.spec.selector.matchLabels).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect([budget.metadata.name, matches.length]).toEqual([budget.metadata.name, 1]);
    }
  });
});
