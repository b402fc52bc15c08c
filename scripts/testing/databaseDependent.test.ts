import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_DEPENDENT, DATABASE_INDEPENDENT } from './databaseDependent.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the integration files run again on the embedded database', () => {
  it('are chosen with every integration file in one list or the other', () => {
    const files = readdirSync(`${root}/apps/api/test`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `apps/api/test/${file}`);
    const classified = [...Object.keys(DATABASE_DEPENDENT), ...Object.keys(DATABASE_INDEPENDENT)];
    expect(classified.sort()).toEqual(files.sort());
  });
});
