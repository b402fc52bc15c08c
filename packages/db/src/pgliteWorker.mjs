// The PGlite worker's entry when the server runs from TypeScript (development, tests): a worker
// started inside a test runner does not inherit tsx's loader, so this registers it, then loads the
// worker proper. The production build compiles pgliteWorker.ts to apps/api/dist/pgliteWorker.mjs,
// which pgliteProxy.ts finds at the same relative name.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
