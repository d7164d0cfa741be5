import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Where a signed-in member lands (the deck, after log-in) and the screen one tap away (the chat),
 * with the layout around them.
 */
const SIGNED_IN_CORE = [
  source('./src/features/shell/AppLayout.tsx'),
  source('./src/features/discovery/deck/DiscoverScreen.tsx'),
  source('./src/features/chat/ChatScreen.tsx'),
];

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The app's chunks (bench/README, 26 November): left to automatic splitting, a first visit of
 * /profile loaded 47 scripts, most of them a kilobyte or two shared by two screens; over HTTP/1.1's
 * six connections each costs a round trip, and on Lighthouse's slow 4G that chain held back the
 * first card's photo by a second. So:
 * - `index`: the entry and what it imports statically (Rolldown's `$initial` modules, as used);
 * - `app`: the layout, the deck and the chat with everything they import that the entry does not
 *   hold, in one file that the layout's lazy import loads and both screens' imports find loaded;
 * - every other screen keeps its own chunk, importing from these two what it shares with them.
 */
export function signedInCoreChunk() {
  let graph: ModuleGraph | null = null;
  let core: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'lien:signed-in-core-chunk',
    apply: 'build',
    buildEnd() {
      graph = this;
      core = null;
    },
    // index.html serves the signed-in screens: their core and its styles start loading beside the
    // entry rather than once it has run, at a low priority so that the entry comes first and paints
    // its loading state (scripts/prerender.ts takes them out of the public screens' pages).
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const app = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'app');
        if (app?.type !== 'chunk') return;
        const low = { crossorigin: true, fetchpriority: 'low' };
        const styles = [...(app.viteMetadata?.importedCss ?? [])].map((css) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', ...low, href: `/${css}` },
          injectTo: 'head' as const,
        }));
        // The chunks the core imports itself (Rolldown's runtime helpers), which the entry does not
        // load: found only once the core has run, each would be one more round trip before the deck.
        const entry = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry);
        const entryFiles = new Set(entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : []);
        const scripts = [app.fileName, ...app.imports.filter((file) => !entryFiles.has(file))].map(
          (file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', ...low, href: `/${file}` },
            injectTo: 'head' as const,
          }),
        );
        return [...scripts, ...styles];
      },
    },
  };
  const inCore = (id: string): boolean => {
    if (!graph) throw new Error('the module graph is read before the chunks are made');
    if (!core) {
      // A root moved or renamed would leave the core without it, silently (the layout did, and
      // /profile loaded it as three more chunks after the core's): the build stops instead.
      const known = graph;
      const missing = SIGNED_IN_CORE.filter((root) => !known.getModuleInfo(root));
      if (missing.length > 0) throw new Error(`vite.chunks.ts: no module ${missing.join(', ')}`);
      core = staticClosure(graph, SIGNED_IN_CORE);
    }
    return core.has(id);
  };
  return {
    plugin,
    groups: [
      // First, so that `app` never takes a module the entry needs (the entry would then load it all).
      { name: 'index', tags: ['$initial' as const], priority: 2 },
      { name: 'app', test: inCore, priority: 1 },
    ],
  };
}
