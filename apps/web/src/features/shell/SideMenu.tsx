import { feedbackMessages, learningMessages } from '@lien/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { StarIcon } from '../../ui/icons';
import { ModalFrame } from '../../ui/ModalFrame';
import { LEARNING_PATH } from '../learning/paths';
import { AGENDA_PATH } from '../video-call/paths';
import styles from './SideMenu.module.css';
import { shellMessages as t } from './texts';

export interface SideMenuProps {
  onClose: () => void;
  onUpdatePersonality: () => void;
  /** « Donner mon avis »: the layout closes the menu and opens the feedback dialog. */
  onFeedback: () => void;
  onLogout: () => void;
}

/**
 * The side menu (PRODUCT §2.5): a drawer dialog with the pending matches, the agenda and the affinity
 * comparison (screens the product brief's menu had no way to), then the product brief's eight entries in its order, every
 * one leading to its screen (issue #24: PRODUCT §6 greyed out Premium, Paramètres and Confidentialité
 * without a word, though their screens exist), and « Donner mon avis » before the log-out: the
 * feedback's place since the floating speech bubble, read as the messages, went (issue #24). After the
 * encounter preferences, « Ce que Lien a appris de vos rencontres » (issue #27): the other half of
 * what orders the deck.
 * Focus moves in and stays inside, Escape and the backdrop close it, the page behind is inert, and
 * focus returns to the menu button. Render it only while open.
 */
export function SideMenu({ onClose, onUpdatePersonality, onFeedback, onLogout }: SideMenuProps) {
  const titleId = useId();
  return (
    <ModalFrame
      backdropClassName={styles.backdrop}
      dialogClassName={styles.drawer}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={titleId}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.menuTitle}
        </h2>
        <button type="button" className={styles.close} aria-label={t.closeMenu} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className={styles.list}>
        <li>
          <Link to="/pendingMatches" className={styles.entry} onClick={onClose}>
            {t.pendingMatches}
          </Link>
        </li>
        <li>
          <Link to={AGENDA_PATH} className={styles.entry} onClick={onClose}>
            {t.agenda}
          </Link>
        </li>
        <li>
          <Link to="/affinity" className={styles.entry} onClick={onClose}>
            {t.affinity}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.entry} onClick={onUpdatePersonality}>
            {t.updatePersonality}
          </button>
        </li>
        <li>
          <Link to="/services" className={styles.entry} onClick={onClose}>
            {t.services}
          </Link>
        </li>
        <li>
          <Link to="/premium" className={styles.entry} onClick={onClose}>
            {t.premium}
          </Link>
        </li>
        <li>
          <Link to="/encounterPreferences" className={styles.entry} onClick={onClose}>
            {t.encounterPreferences}
          </Link>
        </li>
        <li>
          <Link to={LEARNING_PATH} className={styles.entry} onClick={onClose}>
            {learningMessages.title}
          </Link>
        </li>
        <li>
          <Link to="/settings" className={styles.entry} onClick={onClose}>
            {t.settings}
          </Link>
        </li>
        <li>
          <Link to="/privacy" className={styles.entry} onClick={onClose}>
            {t.privacy}
          </Link>
        </li>
        <li>
          <Link to="/changePassword" className={styles.entry} onClick={onClose}>
            {t.changePassword}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={`${styles.entry} ${styles.withIcon}`}
            aria-haspopup="dialog"
            onClick={onFeedback}
          >
            <StarIcon size={20} />
            {feedbackMessages.open}
          </button>
        </li>
        <li>
          <button type="button" className={styles.entry} onClick={onLogout}>
            {t.logout}
          </button>
        </li>
      </ul>
    </ModalFrame>
  );
}
