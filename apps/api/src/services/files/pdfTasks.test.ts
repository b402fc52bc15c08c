import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfTasks.ts';

describe('pdfText', () => {
  it.each([
    ['a header and nothing else', '%PDF-1.7\n%'],
    [
      'a body without a catalog',
      '%PDF-1.4\n1 0 obj\n<< /Type /Page >>\nendobj\ntrailer\n<< >>\n%%EOF',
    ],
  ])('says %s is unreadable instead of throwing', async (_name, text) => {
    expect(await pdfText({ bytes: new TextEncoder().encode(text) }, () => undefined)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
