/**
 * First names as French civil registers gave them, by generation (a woman born in 1962 is more often a
 * Sylvie than a Léa), and family names among the most common in France, of every origin.
 */

/** A list written as one comma-separated text: data files stay short and readable. */
export const words = (text: string): readonly string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

export interface FirstNames {
  female: readonly string[];
  male: readonly string[];
}

/** Born before 1973. */
const BORN_1955_1972: FirstNames = {
  female: words(`
    Catherine, Sylvie, Isabelle, Martine, Nathalie, Christine, Brigitte, Véronique, Dominique,
    Patricia, Françoise, Chantal, Valérie, Pascale, Corinne, Florence, Anne, Marie-Christine,
    Évelyne, Danielle, Laurence, Béatrice, Muriel, Hélène, Agnès, Claire, Fatima, Malika, Josiane,
    Marie-Claude, Annie, Odile
  `),
  male: words(`
    Philippe, Patrick, Alain, Michel, Thierry, Pascal, Christian, Éric, Daniel, Bernard, Jean-Pierre,
    Gérard, Didier, Laurent, Frédéric, Bruno, Jean-Luc, Serge, Gilles, Olivier, Hervé, Jacques,
    Francis, Marc, Jean-François, Mohamed, Ahmed, Rachid, Joël, Denis, Yves, Dominique
  `),
};

/** Born 1973 to 1990. */
const BORN_1973_1990: FirstNames = {
  female: words(`
    Aurélie, Julie, Céline, Stéphanie, Émilie, Sandrine, Élodie, Caroline, Virginie, Audrey, Karine,
    Mélanie, Laetitia, Sophie, Anne-Sophie, Marion, Delphine, Vanessa, Amandine, Claire, Jennifer,
    Charlotte, Camille, Pauline, Sarah, Laure, Samia, Nadia, Leïla, Jessica, Émeline, Gaëlle
  `),
  male: words(`
    Nicolas, Julien, Sébastien, Guillaume, Jérôme, Christophe, Mathieu, Stéphane, Romain, David,
    Vincent, Cédric, Anthony, Fabien, Grégory, Alexandre, Benjamin, Thomas, Maxime, Arnaud, Damien,
    Yann, Florian, Jonathan, Karim, Mehdi, Sofiane, Samir, Kévin, Ludovic, Erwan, Loïc
  `),
};

/** Born 1991 and after. */
const BORN_1991_ON: FirstNames = {
  female: words(`
    Léa, Manon, Chloé, Camille, Emma, Inès, Sarah, Océane, Clara, Marie, Lucie, Anaïs, Laura,
    Mathilde, Juliette, Pauline, Justine, Margaux, Lola, Jade, Zoé, Louise, Alice, Eva, Lina,
    Yasmine, Maëlle, Salomé, Romane, Agathe, Nour, Awa
  `),
  male: words(`
    Lucas, Hugo, Thomas, Théo, Nathan, Louis, Maxime, Antoine, Alexandre, Quentin, Clément, Baptiste,
    Valentin, Paul, Arthur, Enzo, Jules, Matthieu, Adrien, Victor, Gabriel, Raphaël, Mathis, Tom,
    Yanis, Rayan, Amine, Bilal, Malik, Axel, Mamadou, Noé
  `),
};

/** The first names of someone's generation. */
export function firstNamesFor(birthYear: number): FirstNames {
  if (birthYear <= 1972) return BORN_1955_1972;
  if (birthYear <= 1990) return BORN_1973_1990;
  return BORN_1991_ON;
}

export const LAST_NAMES: readonly string[] = words(`
  Martin, Bernard, Thomas, Petit, Robert, Richard, Durand, Dubois, Moreau, Laurent, Simon, Michel,
  Lefebvre, Leroy, Roux, David, Bertrand, Morel, Fournier, Girard, Bonnet, Dupont, Lambert, Fontaine,
  Rousseau, Vincent, Muller, Lefèvre, Faure, André, Mercier, Blanc, Guérin, Boyer, Garnier,
  Chevalier, François, Legrand, Gauthier, Garcia, Perrin, Robin, Clément, Morin, Nicolas, Henry,
  Roussel, Mathieu, Gautier, Masson, Marchand, Duval, Denis, Dumont, Lemaire, Noël, Meyer, Dufour,
  Meunier, Brun, Blanchard, Giraud, Joly, Rivière, Lucas, Brunet, Gaillard, Barbier, Arnaud,
  Martinez, Gérard, Roche, Renard, Schmitt, Roy, Leroux, Colin, Vidal, Caron, Picard, Roger, Fabre,
  Aubert, Lemoine, Renaud, Dumas, Lacroix, Olivier, Bourgeois, Benoît, Rey, Leclerc, Payet, Rolland,
  Lecomte, Lopez, Dupuy, Guillot, Hubert, Berger, Carpentier, Sanchez, Dupuis, Moulin, Deschamps,
  Huet, Vasseur, Perez, Boucher, Fleury, Royer, Klein, Jacquet, Adam, Poirier, Marty, Aubry, Guyot,
  Carré, Renault, Charpentier, Ménard, Maillard, Baron, Bertin, Bailly, Schneider, Fernandez,
  Le Gall, Collet, Léger, Bouvier, Prévost, Millet, Perrot, Le Roux, Cousin, Germain, Breton, Besson,
  Langlois, Rémy, Le Goff, Pelletier, Lévêque, Perrier, Leblanc, Lebrun, Marchal, Weber, Hamon,
  Boulanger, Monnier, Michaud, Rodriguez, Guichard, Étienne, Grondin, Tessier, Chauvin, Da Silva,
  Bouchet, Lemaître, Humbert, Reynaud, Hoarau, Barthélemy, Cordier, Lejeune, Delaunay, Pasquier,
  Laporte, Nguyen, Benali, Haddad, Diallo, Traoré, Ferreira, Pereira, Dos Santos, Rossi, Kowalski,
  Cohen, Lévy, Mansouri, Belkacem, Tran, Ndiaye, Kerboul, Le Bihan, Etcheverry, Casanova, Santoni
`);
