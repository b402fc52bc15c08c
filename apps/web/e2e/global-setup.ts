import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running site, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The admin bearer token the server was started with. */
    adminToken: string;
    /** Its Postgres database ('' on the embedded one), for a second instance on it. */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('adminToken', server.adminToken);
  project.provide('databaseUrl', server.databaseUrl ?? '');
  return async () => {
    await server.stop();
  };
}
