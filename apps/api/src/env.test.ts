import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { bootstrapLabel } from './services/admin/auth.ts';

describe('ADMIN_TOKEN_FILE', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'admin-token-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is created on the first start, in production, with one strong token only its owner can read, and read on the next', () => {
    const path = join(dir, 'state', 'admin-token');
    const first = loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_FILE: path });
    const token = first.adminTokenFile?.created;
    expect(token).toMatch(/^[\w-]{24,}$/);
    expect(readFileSync(path, 'utf8')).toBe(`${token}\n`);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(bootstrapLabel(first.adminTokens, token!)).toBe('Owner');

    const second = loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_FILE: path });
    expect(second.adminTokenFile).toEqual({ path });
    expect(bootstrapLabel(second.adminTokens, token!)).toBe('Owner');
    expect(second.generatedAdminToken).toBeUndefined();
  });

  it('holds several tokens, one per line or comma-separated, labels included', () => {
    const path = join(dir, 'tokens');
    const [ops, editor] = ['o'.repeat(24), 'e'.repeat(24)];
    writeFileSync(path, `ops:${ops}\neditor:${editor}\n`);
    const config = loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_FILE: path });
    expect(config.adminTokens.map((token) => token.label)).toEqual(['ops', 'editor']);
    expect(bootstrapLabel(config.adminTokens, editor)).toBe('editor');
  });

  it('is not touched when ADMIN_TOKEN is set', () => {
    const path = join(dir, 'admin-token');
    const config = loadConfig({
      NODE_ENV: 'production',
      ADMIN_TOKEN: `ops:${'z'.repeat(24)}`,
      ADMIN_TOKEN_FILE: path,
    });
    expect(config.adminTokenFile).toBeUndefined();
    expect(() => statSync(path)).toThrow();
  });

  it('refuses an empty file and one it cannot create, naming the variable', () => {
    const empty = join(dir, 'empty');
    writeFileSync(empty, '\n');
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_FILE: empty })).toThrow(
      /ADMIN_TOKEN_FILE: .*empty holds no token/,
    );
    const blocked = join(dir, 'file-not-folder');
    writeFileSync(blocked, 'x');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_FILE: join(blocked, 'admin-token') }),
    ).toThrow(ConfigError);
  });

  it('still holds production to its token length', () => {
    const path = join(dir, 'short');
    writeFileSync(path, 'short-secret\n');
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_FILE: path })).toThrow(
      /at least 24 characters/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is off, a hop count (true is one), or the proxies’ addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 172.16.0.1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '172.16.0.1',
      'fd00::/8',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1, example.com', '1.2.3.4/8/1'])(
    'refuses %s at start, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be false, a number/,
      );
    },
  );
});

describe('REMINDER_CHECK_MS', () => {
  it('is a minute unless set, and refuses what is not a whole number of at least 100 ms', () => {
    expect(loadConfig({}).reminderCheckMs).toBe(60_000);
    expect(loadConfig({ REMINDER_CHECK_MS: '2000' }).reminderCheckMs).toBe(2000);
    for (const value of ['0', '99', '1.5', 'often'])
      expect(() => loadConfig({ REMINDER_CHECK_MS: value })).toThrow(/REMINDER_CHECK_MS/);
  });
});
