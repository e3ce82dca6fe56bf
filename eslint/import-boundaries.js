// A local ESLint rule for the import direction of DESIGN.md. It resolves relative imports and our
// workspace package names (@app/*) to folders and reports an import whose target lies in a zone
// the importing file may not reach. (eslint-plugin-import-x does this too, but its resolver ships
// native binaries for every platform, which this project's package registry cannot provide, so
// `npm ci` fails; this rule needs no resolver.)
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Workspace package name → folder (and subpath exports), relative to the repository root. */
const PACKAGES = {
  '@app/domain': 'packages/domain/src/index.ts',
  '@app/contracts': 'packages/contracts/src/index.ts',
  '@app/content': 'content/index.ts',
  '@app/server/app-type': 'apps/server/src/api.ts',
  '@app/server': 'apps/server',
  '@app/web': 'apps/web',
  '@app/e2e': 'e2e',
};

function resolveSource(source, filename) {
  if (source.startsWith('.')) return resolve(dirname(filename), source);
  for (const [name, path] of Object.entries(PACKAGES)) {
    if (source === name || source.startsWith(`${name}/`)) return resolve(root, path);
  }
  return null;
}

/** True when `path` is `folder` (relative to the root) or lies inside it. */
const inside = (path, folder) => {
  const rel = relative(resolve(root, folder), path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'imports flow one way: domain ← contracts ← server, web; no feature imports another',
    },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
            },
          },
        },
      },
    ],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).filter((zone) =>
      inside(context.filename, zone.target),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSource(node.source.value, context.filename);
      if (target === null) return;
      for (const zone of zones) {
        if (!zone.from.some((from) => inside(target, from))) continue;
        if ((zone.except ?? []).some((allowed) => inside(target, allowed))) continue;
        context.report({
          node: node.source,
          message: `Import of "${node.source.value}" not allowed here: ${zone.message}`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
