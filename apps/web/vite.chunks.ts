import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The entry and the modules it imports statically, at any depth: what every page of the app loads. */
const ENTRY = source('./src/main.tsx');

/**
 * Where a signed-in member lands (the deck, after log-in) and the screen one tap away (the chat),
 * with the layout around them: their code travels in one chunk.
 */
const SIGNED_IN_CORE = [
  source('./src/ui/AppLayout.tsx'),
  source('./src/features/discovery/deck/SwipeScreen.tsx'),
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
 * The signed-in pages' code in one chunk, `app`, beside the entry's. Left to automatic splitting, a
 * first visit of /profile loaded 47 scripts, most of them a kilobyte or two shared by two screens:
 * over HTTP/1.1's six connections each costs a round trip, and Lighthouse's slow 4G put that chain
 * on the path of the first card's photo. The layout, the deck and the chat with everything they
 * import (less what the entry already holds) are one file; other screens keep their own chunks,
 * which import what they share with these from `app`.
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
  };
  const inCore = (id: string): boolean => {
    if (!graph) throw new Error('the module graph is read after the build phase');
    if (!core) {
      core = staticClosure(graph, SIGNED_IN_CORE);
    }
    return core.has(id);
  };
  return {
    plugin,
    groups: [
      { name: 'index', tags: ['$initial' as const], priority: 2 },
      { name: 'app', test: inCore, priority: 1 },
    ],
  };
}
