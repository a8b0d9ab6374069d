import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint's boundary rules, proven on real files: each case lints a file that exists (so the
 * type-aware parser knows its project) with a deliberately wrong import in place of its content.
 */
const root = path.resolve(import.meta.dirname, '..');
const RULE = 'boundaries/no-restricted-paths';

/** The first .ts/.tsx file under a folder of the repository (depth first, sorted). */
function firstSourceFile(folder: string): string {
  const dir = path.join(root, folder);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return path.join(folder, entry.name);
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) return firstSourceFile(path.join(folder, entry.name));
  }
  throw new Error(`no source file under ${folder}`);
}

/** An import specifier from `fromFile` to `toFile`, as written in the code (no extension). */
function importPath(fromFile: string, toFile: string): string {
  const relative = path.relative(path.dirname(fromFile), toFile).replace(/\.tsx?$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

let eslint: ESLint;
beforeAll(() => {
  // The repository's own config, running only the import rules these cases check: they need no type
  // information, so the parser builds no TypeScript program (the web one alone took 18 s of CI time).
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === RULE || ruleId === 'no-restricted-imports',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

async function importing(fromFolder: string, toFolder: string): Promise<string[]> {
  const file = firstSourceFile(fromFolder);
  const target = firstSourceFile(toFolder);
  return boundaryMessages(file, `import * as other from '${importPath(file, target)}';\nexport const used = other;\n`);
}

describe('lint boundaries', { timeout: 180_000 }, () => {
  it('refuses a web feature importing another feature', async () => {
    expect(await importing('apps/web/src/features/home', 'apps/web/src/features/customers')).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it('allows a web feature importing its own files and the shared tiers', async () => {
    expect(await importing('apps/web/src/features/home', 'apps/web/src/features/home')).toEqual([]);
    expect(await importing('apps/web/src/features/home', 'apps/web/src/components')).toEqual([]);
    expect(await importing('apps/web/src/features/home', 'apps/web/src/api')).toEqual([]);
  });

  it('refuses shared web tiers importing a feature', async () => {
    for (const tier of ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/api', 'apps/web/src/widgets']) {
      expect(await importing(tier, 'apps/web/src/features/home')).toEqual([expect.stringContaining('never imports a feature')]);
    }
  });

  it('refuses presentational components importing the API', async () => {
    expect(await importing('apps/web/src/components', 'apps/web/src/api')).toEqual([expect.stringContaining('presentational pieces only')]);
  });

  it('refuses the server platform importing a module', async () => {
    expect(await importing('apps/server/src/platform/auth', 'apps/server/src/modules/auth')).toEqual([
      expect.stringContaining('platform/ never imports modules/'),
    ]);
  });

  it("refuses a server module importing another module's private queries", async () => {
    const queryFile = fs.readdirSync(path.join(root, 'apps/server/src/modules/customers')).find((name) => name.endsWith('-queries.ts'));
    expect(queryFile).toBeDefined();
    const file = firstSourceFile('apps/server/src/modules/reports');
    const code = `import * as other from '${importPath(file, `apps/server/src/modules/customers/${queryFile}`)}';\nexport const used = other;\n`;
    expect(await boundaryMessages(file, code)).toEqual([expect.stringContaining('only through its exported service functions')]);
  });

  it('refuses packages/shared importing Node built-ins or the apps', async () => {
    const file = firstSourceFile('packages/shared/src/api');
    const [result] = await eslint.lintText(`import fs from 'node:fs';\nexport const used = fs;\n`, { filePath: path.join(root, file) });
    expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
    expect(await importing('packages/shared/src/api', 'apps/server/src/platform/auth')).toEqual([
      expect.stringContaining('packages/shared is universal'),
    ]);
  });

  it('refuses the screening engine importing the apps', async () => {
    expect(await importing('packages/screening/src/matching', 'apps/server/src/platform/auth')).toEqual([
      expect.stringContaining('pure library'),
    ]);
  });
});
