import type { AppDeps, Services } from '../plugins/services.ts';

/** Needs no request, so tests can call procedures with `createCaller`. */
export function createContextInner(
  deps: AppDeps,
  services: Services,
  userIp: string | null = null,
  authorization: string | null = null,
) {
  return {
    prisma: deps.db.prisma,
    databaseKind: deps.db.kind,
    config: deps.config,
    services,
    userIp,
    authorization,
  };
}

export type Context = ReturnType<typeof createContextInner>;
