import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfTasks.ts';

const task = (bytes: Uint8Array) => ({ bytes, started: new MessageChannel().port2 });

describe('pdfText', () => {
  it.each([
    ['a header and nothing else', '%PDF-1.7\n%'],
    [
      'a body without a catalog',
      '%PDF-1.4\n1 0 obj\n<< /Type /Page >>\nendobj\ntrailer\n<< >>\n%%EOF',
    ],
  ])('says %s is unreadable instead of throwing', async (_name, text) => {
    expect(await pdfText(task(new TextEncoder().encode(text)))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
