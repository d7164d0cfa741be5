import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every non-test module of this package, as [path relative to src, text]. */
function sources(folder = import.meta.dirname): [string, string][] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [[path.relative(import.meta.dirname, file), readFileSync(file, 'utf8')]];
  });
}

// The browser imports this whole package with its first signed-in screen: built eagerly, its schemas
// were about 1 500 zod objects before the first paint (bench/README.md, issue #28). A module-level
// schema is declared `z.lazy(() => …)` and built on its first parse; an enum or a literal is one object.
describe('the schemas of the contract', () => {
  it('are built on first use, not when their module loads', () => {
    const eager = sources().flatMap(([file, text]) =>
      [...text.matchAll(/^(?:export )?const (\w+) =\s*z\s*\.(?!lazy\(|enum\(|literal\()/gm)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(eager).toEqual([]);
  });
});
