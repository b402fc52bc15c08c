// The web app imports Mantine's CSS per component (apps/web/src/styles/index.ts says why), so a
// component used without its stylesheet renders unstyled and nothing else fails: every Mantine
// component a source file imports has its stylesheet imported by that file, by the entry's basics
// (styles/index.ts), or by the CSS home of the file's area (the admin's, the content pages'). So has
// every stylesheet the component's own code needs: a Select draws an Input and a Combobox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
const styles = fileURLToPath(new URL('../node_modules/@mantine/core/styles/', import.meta.url));
const esm = fileURLToPath(new URL('../node_modules/@mantine/core/esm/', import.meta.url));

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

/**
 * The stylesheets a component needs: its own, and those of the parts its code is built from, as
 * Mantine's docs say to find them ("CSS files list": check the component's source). Each part that
 * has styles imports its CSS module (`Input.module.mjs`, whose sheet is `Input.css`); the
 * component's imports are followed through its build until they reach them.
 */
function needs(component: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const files = ['components', 'utils']
    .map((dir) => join(esm, dir, component, `${component}.mjs`))
    .filter((file) => existsSync(file));
  for (let file = files.pop(); file; file = files.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file);
    // Parts it draws (`jsx(Popover, …)`), not the ones it only attaches (`Checkbox.Card`).
    const drawn = new Set([...code.matchAll(/\bjsxs?\((\w+)/g)].map((m) => m[1]!));
    for (const [, names, spec] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
      // `{ Popover }`, `{ Popover as P }`: the name the file draws it by is the last word.
      const locals = names!.split(',').map((name) => /(\w+)\s*$/.exec(name)?.[1]);
      if (locals.some((name) => name && drawn.has(name))) files.push(resolve(dirname(file), spec!));
    }
    const sheet = /import\s+\w+\s+from\s*"\.\/(\w+)\.module\.mjs"/.exec(code)?.[1];
    if (sheet) found.add(sheet);
  }
  return [...found];
}

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
        for (const sheet of needs(name))
          if (!own.has(sheet) && !entry.has(sheet) && !home.has(sheet))
            missing.push(`${file}: ${name} needs ${sheet}.css`);
    }
    expect(missing).toEqual([]);
  });

  it("finds the parts Mantine's docs name, each a stylesheet Mantine ships", () => {
    expect(needs('Select')).toEqual(expect.arrayContaining(['Input', 'Combobox']));
    expect(needs('TextInput')).toEqual(expect.arrayContaining(['Input']));
    expect(needs('Modal')).toEqual(expect.arrayContaining(['Modal', 'ModalBase']));
    expect(needs('Button')).toEqual(expect.arrayContaining(['Button', 'UnstyledButton']));
    for (const name of ['Select', 'Modal', 'Menu', 'Checkbox', 'SegmentedControl'])
      for (const sheet of needs(name))
        expect(existsSync(join(styles, `${sheet}.css`)), sheet).toBe(true);
  });
});
