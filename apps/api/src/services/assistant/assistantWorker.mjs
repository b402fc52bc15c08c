// The assistant thread's entry when the server runs from TypeScript (development, tests): a worker
// started inside a test runner does not inherit tsx's loader, so this registers it, then loads the
// thread proper. The production build compiles assistantWorker.ts to dist/assistantWorker.mjs,
// which assistantThread.ts finds at the same relative name.
import { register } from 'tsx/esm/api';

register();
await import('./assistantWorker.ts');
