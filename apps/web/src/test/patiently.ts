/**
 * Options for `vi.waitFor` in screen tests: its default of 1 s is shorter than a lazy chunk's first
 * load or a few renders take on a loaded two-core machine (CI's). A test waits for its condition, and
 * this bound only says when to give up. `findBy*` and testing-library's `waitFor` get the same bound
 * from src/test/setup.ts.
 */
export const patiently = { timeout: 15_000, interval: 20 } as const;
