import { describe, expect, it } from 'vitest';
import { decodeText, nameForType, safeName } from './storage.ts';

describe('stored file names', () => {
  it.each([
    ['John_Smith_CV.hta', 'text/plain', 'John_Smith_CV.txt'],
    ['Jane_Roe_CV\u202Efdp.bat', 'application/pdf', 'Jane_Roe_CVfdp.pdf'],
    ['deck.PDF', 'application/pdf', 'deck.pdf'],
    ['C:\\Users\\ana\\brief.final.docx', 'application/pdf', 'brief.final.pdf'],
    ['../../etc/passwd', 'text/plain', 'passwd.txt'],
    ['no extension', 'text/plain', 'no extension.txt'],
    ['\u2067hidden\u2069.pdf.exe', 'application/pdf', 'hidden.pdf.pdf'],
    ['.', 'image/webp', 'file.webp'],
    ['zero\u200bwidth\ufeff.png', 'image/png', 'zerowidth.png'],
  ])('%j stored as %s is %j', (name, mime, expected) => {
    expect(nameForType(name, mime)).toBe(expected);
  });

  it('keeps letters of every script and drops control characters', () => {
    expect(safeName('Currículo – Peña\u0007.pdf')).toBe('Currículo – Peña.pdf');
    expect(safeName('\u0000\u001f')).toBe('file');
  });
});

describe('decodeText', () => {
  const text = 'José Pérez\nDirector de arte';
  it.each([
    ['UTF-8', Buffer.from(text)],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['Windows-1252', Buffer.from(text, 'latin1')],
    ['UTF-16 LE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    [
      'UTF-16 BE',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
    ],
  ])('reads %s', (_name, bytes) => {
    expect(decodeText(bytes)).toBe(text);
  });

  it('reads the curly quotes and dashes of Windows-1252', () => {
    expect(decodeText(Buffer.from([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80]))).toBe('“A” – €');
  });

  it.each([
    ['binary', Buffer.from([0x00, 0x01, 0x02, 0xff, 0x10])],
    ['blank', Buffer.from('  \n\t ')],
    ['UTF-16 with a lone surrogate', Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00])],
  ])('refuses %s', (_name, bytes) => {
    expect(decodeText(bytes)).toBeNull();
  });
});
