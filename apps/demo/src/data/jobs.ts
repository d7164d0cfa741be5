import type { EducationLevel } from '@lien/contract/rules';
import { words } from './names';

/** Where someone with a given job may have studied. */
export type SchoolKind =
  | 'university'
  | 'engineering'
  | 'business'
  | 'medicine'
  | 'health'
  | 'arts'
  | 'trade'
  | 'hospitality'
  | 'technical'
  | 'politics'
  | 'agri'
  | 'veterinary'
  | 'social';

/** A job title in both genders, the education it asks and the kind of school it comes from. */
export interface Job {
  male: string;
  female: string;
  level: EducationLevel;
  school: SchoolKind;
}

const job = (male: string, female: string, level: EducationLevel, school: SchoolKind): Job => ({
  male,
  female,
  level,
  school,
});

/** People at work, by the education their job usually asks. */
export const JOBS: readonly Job[] = [
  job('Boulanger', 'Boulangère', "Jusqu'à BAC+2", 'hospitality'),
  job('Électricien', 'Électricienne', "Jusqu'à BAC+2", 'trade'),
  job('Menuisier', 'Menuisière', "Jusqu'à BAC+2", 'trade'),
  job('Coiffeur', 'Coiffeuse', "Jusqu'à BAC+2", 'trade'),
  job('Cuisinier', 'Cuisinière', "Jusqu'à BAC+2", 'hospitality'),
  job('Mécanicien automobile', 'Mécanicienne automobile', "Jusqu'à BAC+2", 'trade'),
  job('Fleuriste', 'Fleuriste', "Jusqu'à BAC+2", 'trade'),
  job('Aide-soignant', 'Aide-soignante', "Jusqu'à BAC+2", 'health'),
  job('Auxiliaire de puériculture', 'Auxiliaire de puériculture', "Jusqu'à BAC+2", 'health'),
  job('Conducteur de train', 'Conductrice de train', "Jusqu'à BAC+2", 'technical'),
  job('Technicien de maintenance', 'Technicienne de maintenance', "Jusqu'à BAC+2", 'technical'),
  job('Agent immobilier', 'Agente immobilière', "Jusqu'à BAC+2", 'business'),
  job('Commercial', 'Commerciale', "Jusqu'à BAC+2", 'business'),
  job('Assistant de direction', 'Assistante de direction', "Jusqu'à BAC+2", 'business'),
  job('Maraîcher', 'Maraîchère', "Jusqu'à BAC+2", 'agri'),
  job('Paysagiste', 'Paysagiste', "Jusqu'à BAC+2", 'agri'),
  job('Sapeur-pompier', 'Sapeur-pompier', "Jusqu'à BAC+2", 'technical'),
  job('Gendarme', 'Gendarme', "Jusqu'à BAC+2", 'technical'),
  job('Libraire', 'Libraire', "Jusqu'à BAC+2", 'university'),
  job('Infirmier', 'Infirmière', 'BAC+3', 'health'),
  job('Éducateur spécialisé', 'Éducatrice spécialisée', 'BAC+3', 'social'),
  job('Assistant social', 'Assistante sociale', 'BAC+3', 'social'),
  job('Chargé de communication', 'Chargée de communication', 'BAC+3', 'university'),
  job('Graphiste', 'Graphiste', 'BAC+3', 'arts'),
  job('Développeur web', 'Développeuse web', 'BAC+3', 'technical'),
  job('Comptable', 'Comptable', 'BAC+3', 'business'),
  job('Conseiller bancaire', 'Conseillère bancaire', 'BAC+3', 'business'),
  job('Photographe', 'Photographe', 'BAC+3', 'arts'),
  job('Technicien de laboratoire', 'Technicienne de laboratoire', 'BAC+3', 'technical'),
  job('Chef de projet événementiel', 'Cheffe de projet événementiel', 'BAC+4', 'business'),
  job('Responsable logistique', 'Responsable logistique', 'BAC+4', 'business'),
  job('Chargé de clientèle', 'Chargée de clientèle', 'BAC+4', 'business'),
  job('Kinésithérapeute', 'Kinésithérapeute', 'BAC+5', 'health'),
  job('Ostéopathe', 'Ostéopathe', 'BAC+5', 'health'),
  job('Maïeuticien', 'Sage-femme', 'BAC+5', 'health'),
  job('Professeur des écoles', 'Professeure des écoles', 'BAC+5', 'university'),
  job('Professeur de lettres', 'Professeure de lettres', 'BAC+5', 'university'),
  job('Psychologue', 'Psychologue', 'BAC+5', 'university'),
  job('Avocat', 'Avocate', 'BAC+5', 'university'),
  job('Ingénieur logiciel', 'Ingénieure logiciel', 'BAC+5', 'engineering'),
  job('Ingénieur en génie civil', 'Ingénieure en génie civil', 'BAC+5', 'engineering'),
  job('Data scientist', 'Data scientist', 'BAC+5', 'engineering'),
  job('Architecte', 'Architecte', 'BAC+5', 'arts'),
  job('Designer UX', 'Designer UX', 'BAC+5', 'arts'),
  job('Responsable des ressources humaines', 'Responsable des ressources humaines', 'BAC+5', 'business'),
  job('Consultant en stratégie', 'Consultante en stratégie', 'BAC+5', 'business'),
  job("Directeur d'agence bancaire", "Directrice d'agence bancaire", 'BAC+5', 'business'),
  job('Journaliste', 'Journaliste', 'BAC+5', 'politics'),
  job('Urbaniste', 'Urbaniste', 'BAC+5', 'politics'),
  job('Chargé de mission environnement', 'Chargée de mission environnement', 'BAC+5', 'agri'),
  job('Vétérinaire', 'Vétérinaire', 'BAC+5', 'veterinary'),
  job('Pharmacien', 'Pharmacienne', 'BAC+5', 'medicine'),
  job('Chirurgien-dentiste', 'Chirurgienne-dentiste', 'BAC+8', 'medicine'),
  job('Chercheur en biologie', 'Chercheuse en biologie', 'BAC+8', 'university'),
  job('Maître de conférences en histoire', 'Maîtresse de conférences en histoire', 'BAC+8', 'university'),
  job('Ingénieur de recherche', 'Ingénieure de recherche', 'BAC+8', 'engineering'),
  job('Médecin généraliste', 'Médecin généraliste', 'Au delà de BAC+8', 'medicine'),
  job('Psychiatre', 'Psychiatre', 'Au delà de BAC+8', 'medicine'),
  job('Chirurgien orthopédiste', 'Chirurgienne orthopédiste', 'Au delà de BAC+8', 'medicine'),
];

/** Students from 18 to 24: the education they have so far is "Jusqu'à BAC+2" or 'BAC+3'. */
export const STUDENT_JOBS: readonly Job[] = [
  job('Étudiant en droit', 'Étudiante en droit', "Jusqu'à BAC+2", 'university'),
  job('Étudiant en médecine', 'Étudiante en médecine', "Jusqu'à BAC+2", 'medicine'),
  job('Étudiant en école de commerce', 'Étudiante en école de commerce', 'BAC+3', 'business'),
  job("Étudiant en école d'ingénieurs", "Étudiante en école d'ingénieurs", 'BAC+3', 'engineering'),
  job('Étudiant en BTS audiovisuel', 'Étudiante en BTS audiovisuel', "Jusqu'à BAC+2", 'technical'),
  job('Étudiant en BUT informatique', 'Étudiante en BUT informatique', "Jusqu'à BAC+2", 'technical'),
  job('Étudiant en licence de psychologie', 'Étudiante en licence de psychologie', 'BAC+3', 'university'),
  job('Étudiant infirmier', 'Étudiante infirmière', "Jusqu'à BAC+2", 'health'),
  job('Apprenti boulanger', 'Apprentie boulangère', "Jusqu'à BAC+2", 'hospitality'),
  job('Alternant en communication', 'Alternante en communication', 'BAC+3', 'university'),
  job('Étudiant aux Beaux-Arts', 'Étudiante aux Beaux-Arts', "Jusqu'à BAC+2", 'arts'),
];

/** From 63 on, many say what they did rather than what they do. */
export const RETIRED_JOBS: readonly string[][] = [
  ["Retraité de l'Éducation nationale", "Retraitée de l'Éducation nationale"],
  ['Jeune retraité', 'Jeune retraitée'],
  ['Retraité, ancien cheminot', 'Retraitée, ancienne cheminote'],
  ["Retraité, ancien chef d'entreprise", "Retraitée, ancienne cheffe d'entreprise"],
  ['Retraité de la fonction publique', 'Retraitée de la fonction publique'],
];

/** Schools by kind: real French institutions, as people write them on a profile. */
export const SCHOOLS: Readonly<Record<SchoolKind, readonly string[]>> = {
  university: words(`
    Université de Bordeaux, Sorbonne Université, Université de Strasbourg, Université Lumière Lyon 2,
    Aix-Marseille Université, Université Rennes 2, Université de Lille, Université Toulouse Jean-Jaurès,
    Université de Montpellier, Université Grenoble Alpes, Nantes Université, Université Paris Cité,
    Université de Caen Normandie, Université Clermont Auvergne, Université de Tours, Université Côte d'Azur
  `),
  engineering: words(`
    INSA Lyon, INSA Toulouse, Centrale Nantes, Arts et Métiers, Télécom Paris, ENSEEIHT, Grenoble INP,
    UTC Compiègne, Mines Saint-Étienne, EPITA, IMT Atlantique, ESIEE Paris, École polytechnique
  `),
  business: words(`
    ESSEC, HEC Paris, emlyon business school, KEDGE Business School, NEOMA Business School, SKEMA,
    Audencia, TBS Education, IÉSEG, Grenoble École de Management, Montpellier Business School, IAE de Bordeaux
  `),
  medicine: words(`
    Faculté de médecine de Lyon, Faculté de médecine de Montpellier, Faculté de santé de Toulouse,
    Faculté de médecine de Strasbourg, Faculté de pharmacie de Lille, Faculté de médecine de Nantes
  `),
  health: words(`
    IFSI de Lyon, IFSI de Nantes, IFSI de Bordeaux, IFSI de Rouen, IFMK de Rennes, IFMK de Berck,
    École de sages-femmes de Grenoble
  `),
  arts: words(`
    Beaux-Arts de Paris, École Estienne, Gobelins, École Boulle, ENSAD, ENSA Nantes, ENSA Lyon,
    Beaux-Arts de Marseille, L'École de design Nantes Atlantique
  `),
  trade: words(`
    Compagnons du Devoir, CFA des métiers de Rennes, CFA BTP de Lyon, Lycée professionnel Jean-Moulin,
    CFA de la chambre de métiers de Toulouse
  `),
  hospitality: words(`
    École Ferrandi, Lycée hôtelier de Dinard, Institut Paul Bocuse, CFA de la boulangerie de Rouen,
    Lycée hôtelier de Strasbourg
  `),
  technical: words(`
    IUT de Nantes, IUT de Lannion, IUT Lyon 1, IUT de Bordeaux, IUT de Montpellier-Sète, IUT de Grenoble,
    Lycée Vauban (BTS), Lycée Jean-Jaurès (BTS)
  `),
  politics: words(`
    Sciences Po Paris, Sciences Po Bordeaux, Sciences Po Lyon, Sciences Po Aix, Sciences Po Rennes, CELSA,
    ESJ Lille
  `),
  agri: words(`
    AgroParisTech, L'Institut Agro Montpellier, Lycée agricole de Fontaines, Lycée agricole du Rheu
  `),
  veterinary: words(`VetAgro Sup, École nationale vétérinaire de Toulouse, Oniris Nantes, École vétérinaire d'Alfort`),
  social: words(`IRTS de Lille, IRTS Paris Île-de-France, IRTS de Bretagne, IRTS de Lorraine`),
};
