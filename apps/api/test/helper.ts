import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContextInner } from '../src/trpc/context.ts';
import { createCaller } from '../src/trpc/root.ts';
import { loadConfig } from '../src/env.ts';
import type { Readiness } from '../src/services/readiness.ts';
import { copyTestDatabase } from './database.ts';

/** A stand-in for the built web app, so API tests need no `vite build`. */
function fakeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'agency-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'route-assets.json'),
    JSON.stringify([
      { path: '/case-studies/:slug', js: ['/assets/CaseStudyPage.js'], css: [] },
      { path: '*', js: ['/assets/NotFoundPage.js'], css: [] },
    ]),
  );
  // Our pictures: one with its phone-sized copy beside it, one without.
  mkdirSync(join(dir, 'media', 'case-studies', 'imax'), { recursive: true });
  writeFileSync(join(dir, 'media', 'case-studies', 'imax', 'hero.webp'), 'hero at 1600');
  writeFileSync(join(dir, 'media', 'case-studies', 'imax', 'hero-800w.webp'), 'hero at 800');
  writeFileSync(join(dir, 'media', 'logo.png'), 'logo');
  return dir;
}

export async function createTestApp(env: Record<string, string> = {}, readiness?: Readiness) {
  const database = await copyTestDatabase(inject('testDatabase'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: fakeWebDist(),
    // The tests make many people from one address; the limit's own tests set it low.
    RATE_LIMIT_NEW_LEADS_PER_IP_PER_HOUR: '100000',
    RATE_LIMIT_NEW_LEADS_PER_HOUR: '100000',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, readiness });
  await app.ready();
  return {
    app,
    config,
    /** tRPC procedures called in-process, with the app's own services. */
    caller: (userIp = '127.0.0.1', authorization: string | null = null) =>
      createCaller(
        createContextInner({ config, db: database.db }, app.services, userIp, authorization),
      ),
    db: database.db,
    prisma: database.db.prisma,
    databaseKind: database.db.kind,
    /** How another client (a second worker, a child process) opens the same database. */
    databaseEnv: database.env,
    /** A request with an admin token, as the admin's client sends it. */
    admin: (
      token: string,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
    ) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as Record<string, unknown>,
      }),
    /** A staff member an owner makes through the admin, with the token they were given. */
    async makeStaff(ownerToken: string, name: string, email?: string) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { authorization: `Bearer ${ownerToken}` },
        payload: { name, ...(email ? { email } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json() as { staff: { id: string }; token: string };
      return { id: made.staff.id, token: made.token };
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
