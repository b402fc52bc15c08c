// The entry of a PDF worker thread. The server runs TypeScript through tsx, whose loader a worker
// started inside a test runner does not inherit, so the worker registers it before importing.
import { register } from 'tsx/esm/api';

register();
// pdf-lib reports every damaged object it skips on the console; a malformed upload is answered
// with a message to the visitor, not a line in the server's log per object.
console.warn = () => undefined;
const tasks = await import('./pdfTasks.ts');
// pdf.js is loaded on first use; loading it here makes the worker ready before its first task, so
// that task's deadline measures the file, not the compile of pdf.js.
await (await import('unpdf')).getResolvedPDFJS();

export const pdfText = tasks.pdfText;
export const resume = tasks.resume;
