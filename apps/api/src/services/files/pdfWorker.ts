// The entry of a PDF worker thread (compiled to dist/pdfWorker.mjs for production; pdfWorker.mjs
// beside this file loads it in development and tests).
import { getResolvedPDFJS } from 'unpdf';
import { pdfText, resume } from './pdfTasks.ts';

// pdf-lib reports every damaged object it skips on the console; a malformed upload is answered
// with a message to the visitor, not a line in the server's log per object.
console.warn = () => undefined;
// pdf.js is loaded on first use; loading it here makes the worker ready before its first task, so
// that task's deadline measures the file, not the compile of pdf.js.
await getResolvedPDFJS();

export { pdfText, resume };
