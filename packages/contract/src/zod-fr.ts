import { z as zod } from 'zod';

// Zod's own messages (wrong types, unknown keys) in French, for every schema of the product. Every
// module that builds a schema takes `z` from here, so the setting comes with the first schema
// loaded, and a module without schemas (limits, messages, dates) can be imported without zod: the
// public screens' first scripts need no zod (package.json marks this module alone as having side
// effects).
zod.config(zod.locales.fr());

export { z } from 'zod';
