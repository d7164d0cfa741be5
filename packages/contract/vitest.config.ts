import { defineProject } from 'vitest/config';

// The property tests run hundreds of cases: Vitest's default 5 s bound was passed on a loaded machine
// (load 10 to 15), so the bound for a hung test is set well above what a busy machine takes.
export default defineProject({ test: { name: 'contract', environment: 'node', testTimeout: 30_000 } });
