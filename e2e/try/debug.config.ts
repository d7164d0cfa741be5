import base from '../playwright.config';
export default { ...base, testDir: './try', testMatch: 'debug.spec.ts' };
