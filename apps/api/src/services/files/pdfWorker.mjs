// The PDF worker's entry when the server runs from TypeScript (development, tests): a worker
// process is started without the server's flags, so without tsx's loader; this registers it, then
// loads the worker proper. The production build compiles pdfWorker.ts to dist/pdfWorker.mjs, which
// pdfPool.ts finds at the same relative name.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./pdfWorker.ts');

export const pdfText = worker.pdfText;
export const resume = worker.resume;
