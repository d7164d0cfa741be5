export * from './answers';
export * from './fact-options';
export * from './facts';
export * from './format';
export * from './questions';
export * from './schema';
export * from './sensitive';
export * from './types';
