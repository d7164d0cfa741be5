import { helpMessages } from '@lien/contract';
import { Link } from 'react-router';
import styles from './Help.module.css';
import { ACCESSIBILITY_PATH, contactPath, FAQ_PATH, PRIVACY_POLICY_PATH, TERMS_PATH } from './paths';

/**
 * Where Aide leads (issue #24): the FAQ, the two messages to the support, the legal texts and the
 * accessibility statement.
 */
export const HELP_ENTRIES: readonly { label: string; to: string }[] = [
  { label: 'FAQ', to: FAQ_PATH },
  { label: helpMessages.contactTitle.support, to: contactPath('support') },
  { label: helpMessages.contactTitle.problem, to: contactPath('problem') },
  { label: "Conditions d'utilisation", to: TERMS_PATH },
  { label: 'Politique de confidentialité', to: PRIVACY_POLICY_PATH },
  { label: 'Accessibilité', to: ACCESSIBILITY_PATH },
];

/** Aide's entries as a list of links; `without` leaves out the page showing it. */
export function HelpLinks({ without, onFollow }: { without?: string; onFollow?: () => void }) {
  return (
    <ul className={styles.links}>
      {HELP_ENTRIES.filter((entry) => entry.to !== without).map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} className={styles.link} onClick={onFollow}>
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
