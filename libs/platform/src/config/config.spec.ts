import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives standalone defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ MODE: 'standalone', PORT: 3000, DATA_DIR: './data', SEED_DEMO: true });
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', NATS_URL: 'http://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('NATS_URL');
    expect(problems).toContain('SEED_DEMO');
  });

  it('requires the distributed adapters in distributed mode', () => {
    expect(() => loadConfig({ MODE: 'distributed' })).toThrow(/NATS_URL is required[\s\S]*DATABASE_URL is required/);
  });
});
