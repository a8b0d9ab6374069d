// A small ESLint rule that enforces the boundary zones of lint/boundaries.js. It resolves relative
// and workspace (`@app/<package>/…`) imports to repository paths itself: the project's imports are
// all of these two kinds, and a resolver with native bindings does not install on every machine
// (docs/decisions.md 54).
import path from 'node:path';

const WORKSPACE_PACKAGES = {
  '@app/shared/': 'packages/shared/src/',
  '@app/screening/': 'packages/screening/src/',
  '@app/server/': 'apps/server/src/',
};

/** The repository path an import specifier names, or null for a package from node_modules. */
function resolveSpecifier(root, fromFile, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  for (const [prefix, folder] of Object.entries(WORKSPACE_PACKAGES)) {
    if (specifier.startsWith(prefix)) return path.resolve(root, folder, specifier.slice(prefix.length));
  }
  return null;
}

/** Is `file` the path itself, a file under it, or the path with a source extension? */
function isWithin(file, target) {
  if (file === target || file.startsWith(`${target}${path.sep}`)) return true;
  return /\.(tsx?|jsx?|mjs)$/.test(target) && file === target.replace(/\.(tsx?|jsx?|mjs)$/, '');
}

export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses imports across the architecture boundaries (lint/boundaries.js).' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const file = context.filename;
    const list = (value) => (Array.isArray(value) ? value : [value]).map((entry) => path.resolve(basePath, entry));
    const applicable = zones
      .map((zone) => ({
        targets: list(zone.target),
        from: list(zone.from),
        except: (zone.except ?? []).map((entry) => list(zone.from).map((from) => path.resolve(from, entry))).flat(),
        message: zone.message,
      }))
      .filter((zone) => zone.targets.some((target) => isWithin(file, target)));
    if (applicable.length === 0) return {};

    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const imported = resolveSpecifier(basePath, file, specifier);
      if (!imported) return;
      for (const zone of applicable) {
        if (!zone.from.some((from) => isWithin(imported, from))) continue;
        if (zone.except.some((allowed) => isWithin(imported, allowed))) continue;
        context.report({ node: node.source, message: zone.message });
        return;
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
