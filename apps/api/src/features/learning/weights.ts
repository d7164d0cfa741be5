import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What Lien learns from « Vous vous êtes vus ? » (issue #27): a member's per-category weights, moved by
 * their answers. Called after each answer is stored. The learning lands with its own branch; until
 * then an answer changes no ranking.
 */
export async function updateLearnedWeights(_db: Kysely<Database>, _memberId: number): Promise<void> {}
