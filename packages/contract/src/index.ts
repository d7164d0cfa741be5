import { z } from 'zod';

// Zod's own messages (wrong types, unknown keys) in French, for every schema of the product.
z.config(z.locales.fr());

export * from './account';
export * from './auth';
export * from './chat';
export * from './cities';
export * from './common';
export * from './consent';
export * from './dates';
export * from './deck-widening';
export * from './discovery';
export * from './endpoint';
export * from './endpoints';
export * from './harassment';
export * from './interest-replies';
export * from './interests';
export * from './limits';
export * from './linkedin';
export * from './messages';
export * from './moderation';
export * from './notifications';
export * from './offers';
export * from './photos';
export * from './preferences';
export * from './profile';
export * from './questionnaire';
export * from './sanitize';
export * from './shell';
export * from './telemetry';
