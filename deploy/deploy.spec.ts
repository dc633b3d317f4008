// Keeps the deployment descriptions (deploy/Dockerfile, docker-compose.yml, deploy/k8s, deploy/prometheus,
// deploy/grafana) true to the code: every service of the architecture is deployed, scraped and listed alike,
// every command points at an app that exists, and every environment variable is one the apps' config schema knows,
// with values it accepts. Where kubectl or docker compose is installed, they render the files too.
import * as contracts from '@thindi/contracts';
import { MAIL_QUEUE, SERVICE_NAMES } from '@thindi/contracts';
import { configSchema, loadConfig } from '@thindi/platform';
import { load, loadAll } from 'js-yaml';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');
const K8S_DIR = join(__dirname, 'k8s');
/** The services of docs/architecture.md, Who owns what: the one list (libs/contracts) every description must match. */
const SERVICES: string[] = [...SERVICE_NAMES];
const APPS = ['gateway', ...SERVICES];
/**
 * METRICS_PORT: the port of every process's GET /metrics, /health/live and /health/ready, read by the metrics
 * server of libs/platform beside the config schema.
 */
const KNOWN_VARIABLES = new Set([...Object.keys(configSchema.in.shape), 'METRICS_PORT']);
const METRICS_PORT = 9464;
const GOOD_SECRET = 'x'.repeat(32);
/** The labels every Kubernetes object carries, and every Deployment and its pods besides name and component. */
const PART_OF = { 'app.kubernetes.io/part-of': 'thindi' };

type Doc = Record<string, any>;

const readText = (path: string) => readFileSync(path, 'utf8');
const readYaml = (path: string) => load(readText(path)) as Doc;
const yamlDocs = (text: string) => (loadAll(text) as Doc[]).filter(Boolean);

/** Runs a command in the repository; undefined when it is not installed. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return undefined;
  return result;
}

/** The first of these commands whose `version` runs here (`docker compose` is a plugin of docker). */
const firstInstalled = (candidates: string[][]) =>
  candidates.find(([command, ...args]) => run(command, [...args, 'version'])?.status === 0);

const KUBECTL = run('kubectl', ['version', '--client'])?.status === 0 ? 'kubectl' : undefined;
const COMPOSE = firstInstalled([['docker', 'compose'], ['docker-compose']]);

/** `kubectl kustomize <dir>`: the objects it renders (the test fails with kubectl's message when it cannot). */
function kustomize(dir: string): Doc[] {
  const result = run(KUBECTL!, ['kustomize', dir]);
  expect([dir, result?.status, result?.stderr]).toEqual([dir, 0, '']);
  return yamlDocs(result!.stdout);
}

/**
 * The durable JetStream consumers the services subscribe, as named by libs/platform's JetStreamEventBus
 * (`<group>_<subject>`, dots as underscores), found in their source: each consumer file exports its group as a
 * `…_GROUP` constant and subscribes `<Events>.<name>` subjects of libs/contracts.
 */
function durableConsumers(): Record<string, string[]> {
  const consumers: Record<string, string[]> = {};
  for (const service of SERVICES) {
    const src = join(ROOT, 'services', service, 'src');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
    );
    for (const file of files) {
      const text = readText(join(src, file));
      const subjects = [...text.matchAll(/events\.subscribe\(\s*(\w+)\.(\w+)/g)].map(
        ([, events, name]) => (contracts as unknown as Record<string, Record<string, string>>)[events]?.[name],
      );
      if (!subjects.length) continue;
      const groups = [...text.matchAll(/export const \w+_GROUP = '([\w-]+)'/g)].map(([, group]) => group);
      expect([file, groups.length, subjects.every(Boolean)]).toEqual([file, 1, true]);
      for (const subject of subjects)
        (consumers[service] ??= []).push(`${groups[0]}_${subject}`.replace(/[^a-zA-Z0-9_-]/g, '_'));
    }
  }
  return consumers;
}

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

  it('serves the metrics of every app on METRICS_PORT inside the network only', () => {
    expect(Number(compose['x-app-env'].METRICS_PORT)).toBe(METRICS_PORT);
    for (const [name, service] of apps) {
      const published = ((service.ports ?? []) as string[]).map((port) => String(port).split(':').pop());
      expect([name, published.includes(String(METRICS_PORT))]).toEqual([name, false]);
    }
  });

  it('runs Prometheus on deploy/prometheus and Grafana provisioned from deploy/grafana', () => {
    const mounts = (service: Doc) =>
      Object.fromEntries(
        (service.volumes as string[]).map((volume) => volume.split(':')).map(([from, to]) => [to, from]),
      );
    expect(services.prometheus.image).toMatch(/^prom\/prometheus:v\d/);
    expect(mounts(services.prometheus)['/etc/prometheus/prometheus.yml']).toBe('./deploy/prometheus/prometheus.yml');
    expect(services.prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(services.grafana.image).toMatch(/^grafana\/grafana:\d/);
    const grafana = mounts(services.grafana);
    expect(grafana['/etc/grafana/provisioning']).toBe('./deploy/grafana/provisioning');
    const provider = readYaml(join(__dirname, 'grafana/provisioning/dashboards/thindi.yml')).providers[0];
    expect(grafana[provider.options.path]).toBe('./deploy/grafana/dashboards');
    const source = readYaml(join(__dirname, 'grafana/provisioning/datasources/prometheus.yml')).datasources[0];
    expect(new URL(source.url).hostname).toBe('prometheus');
    expect(services.grafana.depends_on.prometheus.condition).toBe('service_healthy');
  });

  it('passes `docker compose config` where docker compose is installed', () => {
    if (!COMPOSE) {
      console.log('docker compose and docker-compose are not installed: `docker compose config` skipped');
      return;
    }
    const [command, ...args] = COMPOSE;
    const result = run(command, [...args, 'config', '--quiet'], { JWT_SECRET: GOOD_SECRET });
    expect([result?.status, result?.stderr]).toEqual([0, '']);
  });
});

describe('deploy/prometheus and deploy/grafana', () => {
  const prometheus = readYaml(join(__dirname, 'prometheus/prometheus.yml'));
  const dashboard = JSON.parse(readText(join(__dirname, 'grafana/dashboards/thindi.json')));
  const queries: string[] = dashboard.panels.flatMap((panel: Doc) =>
    (panel.targets ?? []).map((target: Doc) => target.expr),
  );

  it('scrapes the metrics port of every app, and only of those', () => {
    const job = prometheus.scrape_configs.find((config: Doc) => config.job_name === 'thindi');
    expect(job.metrics_path).toBe('/metrics');
    const targets = job.dns_sd_configs.flatMap((sd: Doc) => {
      expect(sd.port).toBe(METRICS_PORT);
      return sd.names;
    });
    expect([...targets].sort()).toEqual([...APPS].sort());
  });

  it('has a dashboard panel for each thing the apps measure, on the provisioned data source', () => {
    const datasource = readYaml(join(__dirname, 'grafana/provisioning/datasources/prometheus.yml')).datasources[0];
    for (const panel of dashboard.panels.filter((p: Doc) => p.type !== 'row'))
      expect([panel.title, panel.datasource.uid, panel.targets.length > 0]).toEqual([
        panel.title,
        datasource.uid,
        true,
      ]);
    const metrics = [
      'thindi_http_request_duration_seconds_bucket',
      'thindi_http_request_duration_seconds_count',
      'thindi_rpc_client_duration_seconds_bucket',
      'thindi_rpc_server_duration_seconds_count',
      'thindi_jetstream_consumer_pending',
      'thindi_jetstream_consumer_redelivered',
      'thindi_outbox_backlog',
      'thindi_outbox_oldest_age_seconds',
      'thindi_dead_letters',
      'thindi_jobs',
      'thindi_db_pool_connections',
      'thindi_orders_placed_total',
      'thindi_orders_placed_value_rupees_total',
      'thindi_stock_reservations_open',
      'thindi_tickets_overdue',
      'thindi_ready',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ];
    for (const metric of metrics)
      expect([metric, queries.some((q) => new RegExp(`\\b${metric}\\b`).test(q))]).toEqual([metric, true]);
    const ids = dashboard.panels.map((panel: Doc) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the services list', () => {
  it('is the one of libs/contracts in scripts/start-distributed.mjs too', () => {
    const script = readText(join(ROOT, 'scripts/start-distributed.mjs'));
    const listed = /const SERVICES = \[([^\]]*)\]/.exec(script)?.[1];
    expect(listed?.match(/[\w-]+/g)).toEqual(SERVICES);
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

  it('runs the gateway, catalog and order with two replicas, the other services with one', () => {
    const replicas = Object.fromEntries(deployments.map((d) => [d.metadata.name, d.spec.replicas]));
    expect(replicas).toEqual({
      gateway: 2,
      catalog: 2,
      auth: 1,
      order: 2,
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

  it('probes the gateway on /api/health/*, and the services on /health/* of their metrics port', () => {
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
      expect([service, container.ports.map((port: Doc) => port.name)]).toEqual([service, ['metrics']]);
      expect([service, container.readinessProbe.httpGet]).toEqual([
        service,
        { path: '/health/ready', port: 'metrics' },
      ]);
      expect([service, container.livenessProbe.httpGet]).toEqual([service, { path: '/health/live', port: 'metrics' }]);
      expect(container.livenessProbe.failureThreshold * container.livenessProbe.periodSeconds).toBeGreaterThanOrEqual(
        60,
      );
    }
  });

  it('gives every app a `metrics` port on METRICS_PORT that no Service or Ingress exposes', () => {
    expect(Number(configMap.data.METRICS_PORT)).toBe(METRICS_PORT);
    for (const deployment of deployments) {
      const metrics = containerOf(deployment).ports.find((port: Doc) => port.name === 'metrics');
      expect([deployment.metadata.name, metrics?.containerPort]).toEqual([deployment.metadata.name, METRICS_PORT]);
      expect(deployment.spec.template.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(METRICS_PORT),
        'prometheus.io/path': '/metrics',
      });
    }
    for (const service of ofKind('Service'))
      for (const port of service.spec.ports) expect([port.port, port.targetPort]).not.toContain('metrics');
  });

  it('labels every object as part of thindi, and every Deployment and its pods with name and component', () => {
    for (const doc of docs)
      expect([doc.kind, doc.metadata.name, doc.metadata.labels]).toEqual([
        doc.kind,
        doc.metadata.name,
        expect.objectContaining(PART_OF),
      ]);
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const labels = { 'app.kubernetes.io/name': name, 'app.kubernetes.io/component': expect.any(String), ...PART_OF };
      expect(deployment.metadata.labels).toEqual(labels);
      expect(deployment.spec.template.metadata.labels).toEqual(labels);
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

  it('autoscales the gateway, catalog and order on CPU, never below two replicas', () => {
    const targets = ofKind('HorizontalPodAutoscaler').map((hpa) => {
      const target = named(hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
      expect(target).toBeDefined();
      expect(containerOf(target!).resources.requests.cpu).toBeDefined();
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      return hpa.spec.scaleTargetRef.name;
    });
    expect(targets.sort()).toEqual(['catalog', 'gateway', 'order']);
  });

  it('scales the order service on CPU at 70 % between two and six replicas', () => {
    const order = named('HorizontalPodAutoscaler', 'order')!;
    expect(order.spec).toMatchObject({ minReplicas: 2, maxReplicas: 6 });
    expect(order.spec.metrics).toEqual([
      { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
    ]);
  });

  it('aims every PodDisruptionBudget at the pods of a Deployment', () => {
    for (const budget of ofKind('PodDisruptionBudget')) {
      const matches = deployments.filter((d) =>
        Object.entries(budget.spec.selector.matchLabels).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect([budget.metadata.name, matches.length]).toEqual([budget.metadata.name, 1]);
    }
    const budgets = ofKind('PodDisruptionBudget').map(
      (budget) => budget.spec.selector.matchLabels['app.kubernetes.io/name'],
    );
    expect(budgets.sort()).toEqual(['catalog', 'gateway', 'order']);
  });

  it('renders with `kubectl kustomize` into the objects of its files, where kubectl is installed', () => {
    if (!KUBECTL) {
      console.log('kubectl is not installed: `kubectl kustomize deploy/k8s` skipped');
      return;
    }
    const key = (doc: Doc) => `${doc.kind}/${doc.metadata.name}`;
    expect(kustomize(K8S_DIR).map(key).sort()).toEqual(docs.map(key).sort());
  });
});

describe('deploy/k8s/monitoring', () => {
  const dir = join(K8S_DIR, 'monitoring');
  const kustomization = readYaml(join(dir, 'kustomization.yaml'));
  const docs = kustomization.resources.flatMap((file: string) => yamlDocs(readText(join(dir, file))));
  const base = yamlDocs(
    readdirSync(K8S_DIR)
      .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')
      .map((f) => readText(join(K8S_DIR, f)))
      .join('\n---\n'),
  );

  it('scrapes the `metrics` port of every Thindi pod with a PodMonitor in namespace thindi', () => {
    expect(kustomization.namespace).toBe('thindi');
    const [monitor] = docs;
    expect(docs).toHaveLength(1);
    expect([monitor.apiVersion, monitor.kind]).toEqual(['monitoring.coreos.com/v1', 'PodMonitor']);
    expect(monitor.spec.podMetricsEndpoints).toEqual([expect.objectContaining({ port: 'metrics', path: '/metrics' })]);
    const selected = base
      .filter((doc) => doc.kind === 'Deployment')
      .filter((d) =>
        Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
    expect(selected.map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
  });

  it('renders with `kubectl kustomize`, where kubectl is installed', () => {
    if (!KUBECTL) {
      console.log('kubectl is not installed: `kubectl kustomize deploy/k8s/monitoring` skipped');
      return;
    }
    expect(kustomize(dir).map((doc) => [doc.kind, doc.metadata.namespace])).toEqual([['PodMonitor', 'thindi']]);
  });
});

describe('deploy/k8s/keda', () => {
  const dir = join(K8S_DIR, 'keda');
  const component = readYaml(join(dir, 'kustomization.yaml'));
  const docs = component.resources.flatMap((file: string) => yamlDocs(readText(join(dir, file))));
  const scaledObjects = docs.filter((doc: Doc) => doc.kind === 'ScaledObject');
  const triggersOf = (name: string, type: string) =>
    scaledObjects
      .find((s: Doc) => s.spec.scaleTargetRef.name === name)
      ?.spec.triggers.filter((t: Doc) => t.type === type) ?? [];

  it('is a kustomize Component listing every file of its folder', () => {
    expect(component.kind).toBe('Component');
    const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml');
    expect([...component.resources].sort()).toEqual(files.sort());
  });

  it('scales every service with durable JetStream consumers on the lag of each of them', () => {
    const consumers = durableConsumers();
    expect(Object.keys(consumers).length).toBeGreaterThan(0);
    for (const [service, names] of Object.entries(consumers)) {
      const triggers = triggersOf(service, 'nats-jetstream');
      expect([service, triggers.map((t: Doc) => t.metadata.consumer).sort()]).toEqual([service, [...names].sort()]);
      for (const { metadata } of triggers) {
        expect(metadata).toMatchObject({ stream: 'EVENTS', account: '$G' });
        expect(Number(metadata.lagThreshold)).toBeGreaterThan(0);
      }
    }
  });

  it('scales the notification worker on the length of the BullMQ mail queue', () => {
    const [redis] = triggersOf('notification', 'redis');
    expect(redis.metadata.listName).toBe(`bull:${MAIL_QUEUE}:wait`);
    expect(Number(redis.metadata.listLength)).toBeGreaterThan(0);
    const auth = docs.find(
      (d: Doc) => d.kind === 'TriggerAuthentication' && d.metadata.name === redis.authenticationRef.name,
    );
    const secret = docs.find((d: Doc) => d.kind === 'Secret' && d.metadata.name === auth.spec.secretTargetRef[0].name);
    expect(secret.stringData).toHaveProperty(auth.spec.secretTargetRef[0].key);
  });

  it('renders on top of deploy/k8s with no Deployment under both an autoscaler and a ScaledObject', () => {
    if (!KUBECTL) {
      console.log('kubectl is not installed: `kubectl kustomize` of deploy/k8s with the keda Component skipped');
      return;
    }
    const overlay = mkdtempSync(join(tmpdir(), 'thindi-keda-'));
    try {
      const path = relative(overlay, K8S_DIR);
      writeFileSync(join(overlay, 'kustomization.yaml'), `resources:\n  - ${path}\ncomponents:\n  - ${path}/keda\n`);
      const rendered = kustomize(overlay);
      const deployments = rendered.filter((d) => d.kind === 'Deployment').map((d) => d.metadata.name);
      const scaled = rendered.filter((d) => d.kind === 'ScaledObject').map((s) => s.spec.scaleTargetRef.name);
      const autoscaled = rendered
        .filter((d) => d.kind === 'HorizontalPodAutoscaler')
        .map((h) => h.spec.scaleTargetRef.name);
      expect(scaled.sort()).toEqual(['catalog', 'finance', 'notification', 'order']);
      for (const name of scaled) expect(deployments).toContain(name);
      expect(autoscaled.filter((name) => scaled.includes(name))).toEqual([]);
      for (const doc of rendered.filter((d) => d.kind !== 'Namespace'))
        expect([doc.kind, doc.metadata.namespace]).toEqual([doc.kind, 'thindi']);
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });
});
