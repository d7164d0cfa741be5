// Compiles the API ahead of time (issue #17): src/server.ts and the workspace's @lien/contract it
// imports (TypeScript source) into one ES module, dist/server.js; every npm package stays an import
// of node_modules. Migrations and the features' SQL functions are TypeScript modules imported
// statically (db/migrate.ts, src/database.ts), so they are in the bundle; the one data file read at
// run time (the communes, read by migration 0002 beside its module) is copied beside the bundle.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// `node build.mjs <folder>` builds elsewhere (the test that checks what the bundle contains).
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });

/** npm packages stay external; the workspace's own packages (TypeScript source) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lien/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});

mkdirSync(path.join(dist, 'data'), { recursive: true });
copyFileSync(
  path.join(here, 'src/db/migrations/frozen/data/communes.json.gz'),
  path.join(dist, 'data/communes.json.gz'),
);
