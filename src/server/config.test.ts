import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northstar-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to port 5000 on the embedded database with demo users', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      appOrigin: 'http://localhost:5000',
      isHttps: false,
      databaseUrl: undefined,
      seedDemo: true,
      rateLimitScale: 1,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
    });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('requires SESSION_SECRET in production and never seeds demo users there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: tempDir(),
    });
    expect(config.seedDemo).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SEED_DEMO: 'true',
        DATA_DIR: tempDir(),
      }),
    ).toThrow(/SEED_DEMO/);
  });

  it('does not seed demo users on an external database unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/x', SESSION_SECRET: 'y'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });

  it('derives https behaviour from APP_ORIGIN', () => {
    const config = loadConfig({
      APP_ORIGIN: 'https://app.northstar.example/',
      SESSION_SECRET: 'z'.repeat(40),
    });
    expect(config.appOrigin).toBe('https://app.northstar.example');
    expect(config.isHttps).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', RATE_LIMIT_SCALE: '-1', SESSION_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*SESSION_SECRET[\s\S]*RATE_LIMIT_SCALE|PORT[\s\S]*RATE_LIMIT_SCALE/,
    );
  });
});
