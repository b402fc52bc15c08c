// The compose file, the Dockerfile and .dockerignore read as a reviewer would (no Docker engine
// runs here; `npm run image:check` runs what the Dockerfile builds).
import ignore from '@balena/dockerignore';
import { DockerfileParser } from 'dockerfile-ast';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../apps/api/src/env.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${REPO}${path}`, 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const instructions = dockerfile.getInstructions();
const finalStage = instructions.slice(
  instructions.findLastIndex((instruction) => instruction.getKeyword() === 'FROM'),
);
// Where the compose stack is documented for whoever runs it.
const readme = read('docs/operations.md');

/** A tag that names at least a major version: `16`, `v1.27`, `20.20-bookworm-slim`; not `latest`. */
const MAJOR_TAG = /^v?\d+(\.\d+)*(-[\w.-]+)?$/;
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|API_KEY/;

describe('docker-compose.yml', () => {
  it('pins every image to a major version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      const tag = service.image?.split(':')[1];
      expect(tag, `${name}: ${service.image}`).toMatch(MAJOR_TAG);
    }
  });

  it('health-checks every service (the app through the Dockerfile) and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    for (const [name, service] of Object.entries(services)) {
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[needed], `${name} depends on ${needed}`).toBeDefined();
        expect(condition, `${name} → ${needed}`).toBe('service_healthy');
      }
    }
    expect(services.app?.depends_on).toHaveProperty('db');
    expect(services.app?.depends_on).toHaveProperty('redis');
    expect(services.app?.depends_on).toHaveProperty('mailpit');
  });

  it('holds no secret with a real value: tokens come from the environment or are made at start', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (!SECRET_NAME.test(variable) || variable === 'ADMIN_TOKEN_FILE') continue;
        // The database's own password guards a server no one outside the stack can reach.
        if (name === 'db' && variable === 'POSTGRES_PASSWORD') {
          expect(services.db?.ports).toBeUndefined();
          continue;
        }
        expect(value, `${name}.${variable}`).toBe(`\${${variable}:-}`);
      }
    }
  });

  it('wires the app to Postgres, Redis and Mailpit, with webhooks off unless set, behind the balancer', () => {
    const env = services.app!.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/\w+:\w+@db:5432\/\w+$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(env.TRUST_PROXY).toBe('1');
    expect(env.WEBHOOK_URL).toBe('${WEBHOOK_URL:-}');
    expect(env.ADMIN_TOKEN_FILE).toMatch(/^\/app\/\.data\//);
    for (const variable of Object.keys(env)) expect(ENV_VARIABLES, variable).toContain(variable);
  });

  it('publishes the site on 3000 and the mail inbox on 8025, nothing else; the volumes the docs name', () => {
    const published = Object.entries(services).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => `${name} ${port}`),
    );
    expect(published.sort()).toEqual(['balancer 3000:3000', 'mailpit 8025:8025']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['appdata', 'pgdata']);
    expect(services.app?.volumes).toEqual(['appdata:/app/.data']);
    for (const text of ['http://localhost:3000', 'http://localhost:8025', '`pgdata`', '`appdata`'])
      expect(readme).toContain(text);
  });

  it('runs a second instance only in the scale profile, behind the same balancer', () => {
    expect(services.app2?.profiles).toEqual(['scale']);
    expect(services.app2?.environment).toEqual(services.app?.environment);
    expect(services.app?.profiles).toBeUndefined();
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    expect(readme).toContain('docker compose --profile scale up');
    expect(readme).toContain('docker compose down -v');
  });

  it("the docs' service table names every service with its image", () => {
    for (const [name, service] of Object.entries(services)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\``));
      expect(row, name).toBeDefined();
      expect(row).toContain(service.image ? `\`${service.image}\`` : 'built from `Dockerfile`');
    }
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', () => {
    const example = read('.env.example');
    for (const variable of ENV_VARIABLES)
      expect(example, variable).toMatch(new RegExp(`^# ${variable}=`, 'm'));
  });
});

describe('Dockerfile', () => {
  it('builds on a pinned Node base image', () => {
    for (const from of dockerfile.getFROMs()) {
      expect(from.getImageName()).toBe('node');
      expect(from.getImageTag()).toMatch(MAJOR_TAG);
    }
  });

  it('runs as a user other than root, in production mode, with no token baked in', () => {
    const user = finalStage.filter((instruction) => instruction.getKeyword() === 'USER').at(-1);
    expect(user?.getArgumentsContent()).toMatch(/^(?!root$|0$)\w+$/);
    const env = finalStage
      .filter((instruction) => instruction.getKeyword() === 'ENV')
      .map((instruction) => instruction.getArgumentsContent() ?? '')
      .join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(env).not.toMatch(SECRET_NAME);
  });

  it('starts node itself, in exec form, on the compiled server', () => {
    const cmd = finalStage.filter((instruction) => instruction.getKeyword() === 'CMD');
    expect(cmd).toHaveLength(1);
    const args = JSON.parse(cmd[0]!.getArgumentsContent()!) as string[];
    expect(args[0]).toBe('node');
    expect(args.at(-1)).toMatch(/^apps\/api\/dist\/server\.mjs$/);
  });

  it('health-checks readiness, in exec form', () => {
    const check = finalStage.find((instruction) => instruction.getKeyword() === 'HEALTHCHECK');
    const command = /\bCMD\s+(\[[\s\S]*\])$/.exec(check?.getArgumentsContent() ?? '')?.[1];
    expect(command).toBeDefined();
    expect(JSON.parse(command!).join(' ')).toContain('/api/ready');
  });
});

describe('.dockerignore', () => {
  const rules = ignore().add(read('.dockerignore'));
  it('keeps local state, secrets and build output out of the image', () => {
    for (const path of [
      'node_modules',
      'apps/web/node_modules',
      '.git',
      '.data',
      '.env',
      'apps/api/dist',
    ])
      expect(rules.ignores(path), path).toBe(true);
  });
  it('lets through everything the build reads', () => {
    for (const path of [
      'package-lock.json',
      'prisma/schema.prisma',
      'prisma/migrations/migration_lock.toml',
      'scripts/setup.mjs',
      'apps/api/scripts/build.mjs',
      'apps/web/index.html',
      'packages/db/scripts/generate.mjs',
      '.env.example',
    ])
      expect(rules.ignores(path), path).toBe(false);
  });
});

describe('package-lock.json', () => {
  // The compiled server (apps/api/dist) has the workspace packages compiled in but imports their
  // npm dependencies by name, so Node looks for them from apps/api/dist up to the root: a
  // dependency npm nests under packages/db/node_modules is found in development (tsx runs the
  // sources) and missing in `npm start` and the image.
  it('installs every runtime dependency of the compiled workspaces where the compiled server finds it', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
    const reachable = (name: string) =>
      `node_modules/${name}` in lock.packages || `apps/api/node_modules/${name}` in lock.packages;
    const compiledIn = ['packages/db', 'packages/schema', 'apps/api'];
    const missing = compiledIn.flatMap((workspace) => {
      const manifest = JSON.parse(read(`${workspace}/package.json`)) as {
        dependencies?: Record<string, string>;
      };
      return Object.keys(manifest.dependencies ?? {})
        .filter((name) => !name.startsWith('@agency/') && !reachable(name))
        .map((name) => `${workspace}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
