import { PHOTOS_MIN, QUESTION_COUNT } from '@lien/contract/rules';
import { LinkButton } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { Lead, Screen } from '../../ui/Screen';
import styles from './Auth.module.css';

/** PRODUCT §2.3: the two onboarding tasks ahead, both still at zero. */
export function SignupSuccessScreen() {
  return (
    <Screen title="Bienvenue !">
      <Lead>
        Votre compte est créé. Encore deux étapes et votre profil sera prêt pour de belles rencontres.
      </Lead>
      <ol className={styles.tasks}>
        <li className={styles.task}>
          <h2>Ajoutez vos photos</h2>
          <p>Au moins {PHOTOS_MIN} photos, pour que l'on vous reconnaisse.</p>
          <ProgressBar label="Photos ajoutées" value={0} max={PHOTOS_MIN} valueText={`0 sur ${PHOTOS_MIN}`} />
        </li>
        <li className={styles.task}>
          <h2>Répondez au questionnaire de personnalité</h2>
          <p>{QUESTION_COUNT} questions pour calculer vos affinités avec les autres membres.</p>
          <ProgressBar
            label="Questions répondues"
            value={0}
            max={QUESTION_COUNT}
            valueText={`0 sur ${QUESTION_COUNT}`}
          />
        </li>
      </ol>
      <LinkButton to="/photoUpload" block>
        Continuer
      </LinkButton>
    </Screen>
  );
}
