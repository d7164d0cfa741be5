/*
 * The contract's endpoints and the wire schemas they carry: what a caller of the API needs. Rules and
 * data shared by both sides are `@lien/contract/rules`; the shared French texts `@lien/contract/texts`.
 * Zod is set to French in ./zod-fr, which every module that builds a schema imports.
 */
export * from './account';
export * from './auth';
export * from './blocks';
export * from './chat';
export * from './cities';
export * from './client-config';
export * from './common';
export * from './consent';
export * from './discovery';
export * from './endings';
export * from './endpoint';
export * from './endpoints';
export * from './feedback';
export * from './help';
export * from './interest-replies';
export * from './learning';
export * from './linkedin';
export * from './meetings';
export * from './moderation';
export * from './notifications';
export * from './photos';
export * from './preferences';
export * from './privacy';
export * from './profile';
export * from './questionnaire/schema';
export * from './telemetry';
export * from './transparency';
export * from './two-step';
export * from './verification';
export * from './waiting';
