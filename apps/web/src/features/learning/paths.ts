/** « Ce que Lien a appris de vos rencontres » (issue #27): its address, from the side menu. */
export const LEARNING_PATH = '/ce-que-lien-a-appris';
