import {
  EDUCATION_PREFERENCES,
  POLITICAL_PREFERENCES,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
  verificationMessages,
} from '@lien/contract';
import { GENDER_LABELS, GENDERS, type Gender } from '@lien/contract/rules';
import { preferencesMessages } from '@lien/contract/texts';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { useSensitiveConsent } from '../consent/queries';
import { MultiChoice, SingleChoice } from './ChoiceGroups';
import { NotSharedPreference } from './NotSharedPreference';
import { AgeRangeField, DistanceField } from './PreferenceSliders';
import styles from './Preferences.module.css';
import { toggleEducation, toggleSituation } from './preferenceState';
import { usePreferences } from './usePreferences';

const genderLabel = (gender: Gender) => GENDER_LABELS[gender];

/**
 * PRODUCT §2.5/§3 encounter preferences: every control with its bounds, loaded from my_profile and saved
 * field by field at once (sliders when let go), so the deck follows on its next load.
 */
export function PreferencesScreen() {
  const { load, retry, values, errors, saved, show, save } = usePreferences();
  // Without the sensitive-data consent, the religion and politics preferences are not shared (an
  // unreadable consent leaves the choices: the server still refuses them without it).
  const notShared = useSensitiveConsent().data?.given === false;

  if (load === 'loading' || (load === 'ready' && !values)) {
    return (
      <Screen title="Préférences de rencontre">
        <Spinner label="Chargement des préférences..." />
      </Screen>
    );
  }
  if (load === 'failed' || !values) {
    return (
      <Screen title="Préférences de rencontre">
        <LoadFailed message={preferencesMessages.loadFailed} onRetry={retry} />
      </Screen>
    );
  }

  return (
    <Screen title="Préférences de rencontre">
      <p className={styles.lead}>Chaque modification est enregistrée aussitôt.</p>
      <div className={styles.form}>
        <SingleChoice
          legend="Je recherche"
          options={GENDERS}
          labelOf={genderLabel}
          value={values.seeking}
          onChange={(gender) => void save('seeking', gender)}
          error={errors.seeking}
        />
        <DistanceField
          value={values['preferences.maxDistance']}
          onChange={(km) => show('preferences.maxDistance', km)}
          onCommit={(km) => void save('preferences.maxDistance', km)}
          error={errors['preferences.maxDistance']}
        />
        <AgeRangeField
          value={values['preferences.ageRange']}
          onChange={(range) => show('preferences.ageRange', range)}
          onCommit={(range) => void save('preferences.ageRange', range)}
          error={errors['preferences.ageRange']}
        />
        {notShared ? (
          <NotSharedPreference legend="Orientation politique" />
        ) : (
          <SingleChoice
            legend="Orientation politique"
            options={POLITICAL_PREFERENCES}
            value={values.preferencesPartnerPoliticalOrientation}
            onChange={(choice) => void save('preferencesPartnerPoliticalOrientation', choice)}
            error={errors.preferencesPartnerPoliticalOrientation}
          />
        )}
        <MultiChoice
          legend="Niveau d'études"
          hint="« Peu importe » retire les niveaux choisis ; choisir un niveau retire « Peu importe »."
          options={EDUCATION_PREFERENCES}
          value={values.preferencesPartnerEducation}
          onToggle={(level) =>
            void save(
              'preferencesPartnerEducation',
              toggleEducation(values.preferencesPartnerEducation, level),
            )
          }
          error={errors.preferencesPartnerEducation}
        />
        {notShared ? (
          <NotSharedPreference legend="Religion" />
        ) : (
          <SingleChoice
            legend="Religion"
            options={RELIGION_PREFERENCES}
            value={values.preferencesPartnerReligiousAffiliation}
            onChange={(choice) => void save('preferencesPartnerReligiousAffiliation', choice)}
            error={errors.preferencesPartnerReligiousAffiliation}
          />
        )}
        <MultiChoice
          legend="Situations à exclure"
          hint="Les profils concernés ne vous seront pas proposés."
          options={SITUATION_EXCLUSIONS}
          value={values.preferencesPartnerSituation}
          onToggle={(situation) =>
            void save(
              'preferencesPartnerSituation',
              toggleSituation(values.preferencesPartnerSituation, situation),
            )
          }
          error={errors.preferencesPartnerSituation}
        />
        <Switch
          label={verificationMessages.verifiedOnly}
          checked={values.preferencesVerifiedOnly}
          onChange={(checked) => void save('preferencesVerifiedOnly', checked)}
        />
        {errors.preferencesVerifiedOnly && <FormError>{errors.preferencesVerifiedOnly}</FormError>}
      </div>
      <p role="status" className={styles.saved}>
        {saved}
      </p>
    </Screen>
  );
}
