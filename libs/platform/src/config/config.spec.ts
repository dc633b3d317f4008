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

  it('refuses a platform GSTIN whose check character is wrong: its invoices would name a GSTIN that is none', () => {
    expect(() => loadConfig({ PLATFORM_GSTIN: '29AAICT4321K1Z3' })).toThrow(/PLATFORM_GSTIN must be a GSTIN whose/);
    expect(loadConfig({ PLATFORM_GSTIN: '29AAICT4321K1Z2' }).PLATFORM_GSTIN).toBe('29AAICT4321K1Z2');
  });

  it('requires the distributed adapters in distributed mode', () => {
    expect(() => loadConfig({ MODE: 'distributed' })).toThrow(/NATS_URL is required[\s\S]*DATABASE_URL is required/);
  });

  it('requires the public address in distributed mode: no request may choose the host its links name', () => {
    expect(() => loadConfig({ MODE: 'distributed' })).toThrow(/PUBLIC_URL is required in distributed mode/);
  });
});

describe('delivery settings', () => {
  it('uses the default transit days and no extra holidays when unset', () => {
    const config = loadConfig({});
    expect(config.DELIVERY_TRANSIT_DAYS.B).toEqual({ min: 2, max: 3 });
    expect(config.DELIVERY_TRANSIT_DAYS.E).toEqual({ min: 6, max: 9 });
    expect(config.DELIVERY_HOLIDAYS).toEqual([]);
  });

  it('reads transit days per zone, keeping the defaults of the zones left out', () => {
    const config = loadConfig({ DELIVERY_TRANSIT_DAYS: 'A:1-1, D:5-7' });
    expect(config.DELIVERY_TRANSIT_DAYS.A).toEqual({ min: 1, max: 1 });
    expect(config.DELIVERY_TRANSIT_DAYS.D).toEqual({ min: 5, max: 7 });
    expect(config.DELIVERY_TRANSIT_DAYS.C).toEqual({ min: 2, max: 4 });
  });

  it('refuses to start on malformed transit days, naming the variable and the bad entry', () => {
    expect(() => loadConfig({ DELIVERY_TRANSIT_DAYS: 'A:1-2,Z:3' })).toThrow(
      /DELIVERY_TRANSIT_DAYS is not valid: .*"Z:3"/,
    );
  });

  it('reads extra holidays as dates separated by commas', () => {
    expect(loadConfig({ DELIVERY_HOLIDAYS: '2026-11-08, 2026-12-25' }).DELIVERY_HOLIDAYS).toEqual([
      '2026-11-08',
      '2026-12-25',
    ]);
  });

  it('refuses a holiday that is not a calendar date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '25/12/2026']) {
      expect(() => loadConfig({ DELIVERY_HOLIDAYS: `2026-11-08,${bad}` })).toThrow(/DELIVERY_HOLIDAYS must be dates/);
    }
  });
});

describe('connection limits', () => {
  it('closes silent connections and slow headers after 30 seconds unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ SOCKET_IDLE_TIMEOUT_MS: 30_000, HEADERS_TIMEOUT_MS: 30_000 });
    expect(loadConfig({ SOCKET_IDLE_TIMEOUT_MS: '45000', HEADERS_TIMEOUT_MS: '5000' })).toMatchObject({
      SOCKET_IDLE_TIMEOUT_MS: 45_000,
      HEADERS_TIMEOUT_MS: 5000,
    });
  });

  it('refuses an idle limit that would cut an answer before its own deadline', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /SOCKET_IDLE_TIMEOUT_MS must be longer than REQUEST_TIMEOUT_MS \(30000\)/,
    );
  });
});

describe('allowed hosts', () => {
  it('allows localhost and 127.0.0.1 by default', () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual(['localhost', '127.0.0.1']);
  });

  it('reads host names separated by commas, in lower case and without IPv6 brackets', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'Shop.Example.IN, [::1], 192.168.1.20' }).ALLOWED_HOSTS).toEqual([
      'shop.example.in',
      '::1',
      '192.168.1.20',
    ]);
  });

  it('refuses an entry with a port or a path', () => {
    for (const bad of ['localhost:3000', 'shop.example/x', 'a b'])
      expect(() => loadConfig({ ALLOWED_HOSTS: `localhost,${bad}` })).toThrow(/ALLOWED_HOSTS must be host names/);
  });
});

describe('policy and grievance officer', () => {
  it('gives the policy version and a demo grievance officer standalone', () => {
    expect(loadConfig({})).toMatchObject({
      POLICY_VERSION: '2026-12-01',
      GRIEVANCE_OFFICER_NAME: 'Lakshmi Narayanan',
      GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@thindi.example',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8900',
    });
  });

  it('requires a real grievance officer in distributed mode: a shop may not show the demo one', () => {
    const problems = () => loadConfig({ MODE: 'distributed' });
    for (const key of ['NAME', 'DESIGNATION', 'EMAIL', 'PHONE']) {
      expect(problems).toThrow(new RegExp(`GRIEVANCE_OFFICER_${key} is required in distributed mode`));
    }
  });

  it('reads a mobile or a landline with its STD code, as written', () => {
    expect(loadConfig({ GRIEVANCE_OFFICER_PHONE: ' 98450 12345 ' }).GRIEVANCE_OFFICER_PHONE).toBe('98450 12345');
    expect(loadConfig({ GRIEVANCE_OFFICER_PHONE: '+91-98450-12345' }).GRIEVANCE_OFFICER_PHONE).toBe('+91-98450-12345');
    expect(loadConfig({ GRIEVANCE_OFFICER_PHONE: '(044) 2345 6789' }).GRIEVANCE_OFFICER_PHONE).toBe('(044) 2345 6789');
  });

  it('refuses a phone number that is no Indian one, naming the shape it wants', () => {
    for (const phone of ['12345', '4567 8900', '+1 415 555 0100', '5845012345']) {
      expect(() => loadConfig({ GRIEVANCE_OFFICER_PHONE: phone })).toThrow(
        /GRIEVANCE_OFFICER_PHONE must be an Indian phone number: a mobile such as/,
      );
    }
  });

  it('refuses a blank policy version or a grievance e-mail that is none', () => {
    expect(() => loadConfig({ POLICY_VERSION: '   ' })).toThrow(/POLICY_VERSION must not be blank/);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'grievance' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL must be an e-mail address/,
    );
  });
});
