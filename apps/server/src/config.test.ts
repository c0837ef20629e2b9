import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config.ts';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'sangam-config-'));

describe('loadConfig', () => {
  it('has defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      authIpLimit: 100,
      trustProxy: false,
      databaseUrl: undefined,
    });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('says clearly which value is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'abc' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_PHONE: '9000000001' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: dir(), SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('reads the switches', () => {
    const config = loadConfig({
      DATA_DIR: dir(),
      SEED_DEMO: '0',
      AUTH_IP_LIMIT: '0',
      TRUST_PROXY: '1',
      ADMIN_PHONE: '9000000001',
      ADMIN_PASSWORD: 'secret1',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      authIpLimit: 0,
      trustProxy: true,
      admin: { phone: '9000000001', password: 'secret1' },
    });
  });
});
