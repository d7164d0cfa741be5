/*
 * The French texts both sides show or send (`@lien/contract/texts`): the messages catalogue, the
 * partner services' names, and French typography. A capability's own screen texts live beside its
 * schemas (`@lien/contract`) or, when only the web shows them, in the web.
 */
export * from './messages';
export * from './offers';
export * from './typography';
