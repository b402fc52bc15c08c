// The web app imports Mantine's CSS per component (apps/web/src/styles/index.ts says why), so a
// component used without its stylesheet renders unstyled and nothing else fails: every Mantine
// component a source file imports has its stylesheet imported by that file, by the entry's basics
// (styles/index.ts), or by the CSS home of the file's area (the admin's, the content pages').
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
const styles = fileURLToPath(new URL('../node_modules/@mantine/core/styles/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const sheets = (text: string) =>
  new Set([...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!));
const components = (text: string) =>
  [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );

const entry = sheets(read(join(src, 'styles/index.ts')));
const HOMES: [string, Set<string>][] = [
  ['features/admin/', sheets(read(join(src, 'features/admin/mantine.ts')))],
  ['pages/', sheets(read(join(src, 'pages/shared/mantine.ts')))],
];

describe('Mantine stylesheets', () => {
  it('every Mantine component a file uses has its stylesheet imported where that file loads', () => {
    const missing: string[] = [];
    for (const path of sources(src)) {
      const text = read(path);
      const file = relative(src, path);
      const home = HOMES.find(([prefix]) => file.startsWith(prefix))?.[1] ?? new Set<string>();
      const own = sheets(text);
      for (const name of components(text))
        if (
          existsSync(join(styles, `${name}.css`)) &&
          !own.has(name) &&
          !entry.has(name) &&
          !home.has(name)
        )
          missing.push(`${file}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
