import { z as zod } from 'zod';

// Zod's own messages (wrong types, unknown keys) in French, for every schema of the product. Every
// module that builds a schema takes `z` from here, so the setting comes with the first schema
// loaded, and a module without schemas (limits, messages, dates) can be imported without zod: the
// public screens' first scripts need no zod (package.json marks this module alone as having side
// effects).
//
// `jitless`: zod compiles its object parsers with `new Function`, and probes for it when the first
// object schema is built. The app's Content-Security-Policy allows no eval, so the probe alone makes
// the browser report a `script-src` violation on every page; without the compiled path nothing is
// probed and parsing is the same. It must be set before any object schema exists: here, first.
zod.config({ ...zod.locales.fr(), jitless: true });

// A module-level schema is declared `z.lazy(() => …)`: built on its first parse, not when its module
// loads. The web app imports nearly every module of this package with its first signed-in screen, and
// building their schemas (about 1 500 zod objects) was a fifth of that screen's script time
// (bench/README.md, issue #28; lazy-schemas.test.ts keeps it so). An enum or a literal is one object.

export { z } from 'zod';
