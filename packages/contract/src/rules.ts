/*
 * The rules and data both sides apply (`@lien/contract/rules`): limits, the interests and the 58
 * questions with their scoring, preference and widening rules, text and name rules, the harassment
 * guard, dates and seeded randomness. The endpoints are `@lien/contract`, the shared texts
 * `@lien/contract/texts`.
 */
export * from './city-text';
export * from './dates';
export * from './deck-widening';
export * from './harassment';
export * from './interests';
export * from './limits';
export * from './linkedin-prefill';
export * from './preference-rules';
export * from './questionnaire/answers';
export * from './questionnaire/fact-options';
export * from './questionnaire/facts';
export * from './questionnaire/format';
export * from './questionnaire/openers';
export * from './questionnaire/questions';
export * from './questionnaire/reasons';
export * from './questionnaire/sensitive';
export * from './questionnaire/types';
export * from './sanitize';
export * from './seeded-random';
export * from './sentry-dsn';
export * from './signup-options';
export * from './text';
