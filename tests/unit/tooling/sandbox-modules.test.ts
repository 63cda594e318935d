import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closure, SANDBOX_PACKAGES } from '@/scripts/sandbox-modules.mjs';

const sandboxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sandboxFiles(join(dir, e.name)) : e.name.endsWith('.mjs') ? [join(dir, e.name)] : [],
  );

describe("the demo image's sandbox packages", () => {
  it('name every package sandbox/ imports, so the demo image has them all', () => {
    const imported = new Set<string>();
    for (const file of sandboxFiles('sandbox'))
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(
        /\bfrom '([^'.][^']*)'|import\('([^'.][^']*)'\)/g,
      ))
        if (spec && !spec.startsWith('node:') && !builtinModules.includes(spec))
          imported.add(
            spec
              .split('/')
              .slice(0, spec.startsWith('@') ? 2 : 1)
              .join('/'),
          );
    expect([...imported].sort()).toEqual([...SANDBOX_PACKAGES].sort());
  });

  it("take each dependency's nested copy before the top-level one, and skip what is not installed", () => {
    const packages = {
      '': {},
      'node_modules/a': { dependencies: { b: '2', c: '1' } },
      'node_modules/a/node_modules/b': {},
      'node_modules/b': {},
      'node_modules/c': { optionalDependencies: { 'other-platform': '1' } },
      'node_modules/unused': {},
    };
    expect(closure(packages, ['a'])).toEqual([
      'node_modules/a',
      'node_modules/a/node_modules/b',
      'node_modules/c',
    ]);
  });

  it("resolve the real lockfile's packages, mail parser and SMTP server included", () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const paths = closure(lock.packages, SANDBOX_PACKAGES);
    for (const name of [...SANDBOX_PACKAGES, 'nodemailer', 'iconv-lite'])
      expect(paths).toContain(`node_modules/${name}`);
    expect(paths).not.toContain('node_modules/next');
  });
});
