// The README's capability map is where a newcomer starts: every path it names must exist, so a file
// moved or renamed without the map fails here rather than sending the next reader nowhere.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The rows of the table under "Where things live": [capability, where]. */
function mapRows(): [string, string][] {
  const section = readme.split(/^## Where things live$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const [capability = '', where = ''] = line.split('|').slice(1, 3);
      return [capability.trim(), where.trim()];
    });
}

const ROOTED =
  /^(apps|packages|prisma|scripts|docs|deploy|\.ci)\/|^(Dockerfile|docker-compose\.yml)$/;

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`. */
const expand = (path: string): string[] => {
  const match = /\{([^}]+)\}/.exec(path);
  if (!match) return [path];
  return match[1]!.split(',').flatMap((part) => expand(path.replace(match[0], part)));
};

/** Each code span of a cell that names a file or folder (not a command, not a word). */
const pathsOf = (cell: string) =>
  [...cell.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((text) => /[/.]/.test(text));

/** The folders a relative path of a cell may be read from: those above its first rooted path. */
function bases(rooted: string): string[] {
  const out: string[] = [];
  for (let dir = rooted.endsWith('/') ? rooted : dirname(rooted); dir !== '.'; dir = dirname(dir))
    out.push(dir);
  return out;
}

/** A heading's anchor as GitHub makes it. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s/g, '-');

describe("the README's capability map", () => {
  const rows = mapRows();

  it('has a row for each capability', () => {
    expect(rows.length).toBeGreaterThan(25);
  });

  it('names only paths that exist', () => {
    const missing: string[] = [];
    for (const [capability, where] of rows) {
      const paths = pathsOf(where).flatMap(expand);
      const first = paths.find((path) => ROOTED.test(path));
      expect(
        first,
        `the row "${capability}" names no path from the repository's root`,
      ).toBeDefined();
      for (const path of paths) {
        if (path.includes('<name>')) {
          // One folder per name the capability lists ("portfolio, cards, the menu (`nav`)").
          const names = capability
            .split(',')
            .map((item) => /`([^`]+)`/.exec(item)?.[1] ?? item.trim());
          for (const name of names) {
            const named = path.replace('<name>', name);
            if (!existsSync(join(root, named))) missing.push(`${named} (${capability})`);
          }
        } else if (ROOTED.test(path)) {
          if (!existsSync(join(root, path))) missing.push(path);
        } else if (!bases(first!).some((base) => existsSync(join(root, base, path)))) {
          missing.push(`${path} (beside ${first})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('links to documents and headings that exist', () => {
    const broken: string[] = [];
    for (const [target, hash] of [
      ...readme.matchAll(/\]\(((?:docs|apps|packages)\/[^)#]+)(?:#([^)]+))?\)/g),
    ].map((m) => [m[1]!, m[2]] as const)) {
      if (!existsSync(join(root, target))) broken.push(target);
      else if (hash) {
        const headings = [
          ...readFileSync(join(root, target), 'utf8').matchAll(/^#+\s+(.+)$/gm),
        ].map((m) => anchor(m[1]!));
        if (!headings.includes(hash)) broken.push(`${target}#${hash}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
