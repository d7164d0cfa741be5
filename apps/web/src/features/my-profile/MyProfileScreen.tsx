import type { MyProfile } from '@lien/contract';
import { profileMessages } from '@lien/contract/texts';
import { ApiError } from '../../api/client';
import { LinkButton } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { AccountActions } from './AccountActions';
import { CityRow } from './CityRow';
import { detailFields, identityFields, type TextFieldSpec } from './fields';
import { GenderRow } from './GenderRow';
import { MyPhotos } from './MyPhotos';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';
import { useMyProfile, usePatchMyProfile } from './queries';
import { TextFieldRow } from './TextFieldRow';

/** PRODUCT §8 profile load: no profile, a status, or the request never answered. */
function loadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 404 ? profileMessages.notFound : profileMessages.loadFailed(error.status);
  }
  return profileMessages.fetchFailed;
}

/** The profile's value for a text field; the bio is read as `bio` and saved as userBio. */
const savedText = (profile: MyProfile, field: TextFieldSpec['field']) =>
  field === 'userBio' ? profile.bio : profile[field];
const patchFor = (field: TextFieldSpec['field'], value: string): Partial<MyProfile> =>
  field === 'userBio' ? { bio: value } : { [field]: value };

/**
 * 'Mon Profil' (PRODUCT §2.5): photos, each editable field with its own save check, the interests
 * summary, and the account actions (data export, logout, deletion).
 */
export function MyProfileScreen() {
  const query = useMyProfile();
  const patch = usePatchMyProfile();
  const profile = query.data;

  return (
    <Screen title={texts.title}>
      {query.isPending && <Spinner label={texts.loading} />}
      {query.isError && !profile && (
        <LoadFailed message={loadFailure(query.error)} onRetry={() => void query.refetch()} />
      )}
      {profile && (
        <>
          <MyPhotos />
          <section className={styles.section} aria-labelledby="my-info-title">
            <h2 id="my-info-title" className={styles.sectionTitle}>
              {texts.infoTitle}
            </h2>
            {identityFields.map((spec) => (
              <TextFieldRow
                key={spec.field}
                spec={spec}
                saved={savedText(profile, spec.field)}
                onSaved={(value) => patch(patchFor(spec.field, value))}
              />
            ))}
            <GenderRow saved={profile.gender} onSaved={(gender) => patch({ gender })} />
            <CityRow
              saved={{ id: profile.userLocationID, label: profile.location }}
              onSaved={(city) => patch({ userLocationID: city.id, location: city.label })}
            />
            {detailFields.map((spec) => (
              <TextFieldRow
                key={spec.field}
                spec={spec}
                saved={savedText(profile, spec.field)}
                onSaved={(value) => patch(patchFor(spec.field, value))}
              />
            ))}
          </section>
          <InterestsSummary interests={profile.selectedInterests} />
          <AccountActions />
        </>
      )}
    </Screen>
  );
}

/** The chosen interests at a glance, with 'Modifier' to the interests screen in edit mode. */
function InterestsSummary({ interests }: { interests: readonly string[] }) {
  return (
    <section className={styles.section} aria-labelledby="my-interests-title">
      <div className={styles.sectionHeader}>
        <h2 id="my-interests-title" className={styles.sectionTitle}>
          {texts.interestsTitle}
        </h2>
        <LinkButton to="/editInterests" variant="link">
          {texts.editInterests}
          <span className="visually-hidden">{texts.editInterestsHidden}</span>
        </LinkButton>
      </div>
      {interests.length === 0 ? (
        <p className={styles.hint}>{texts.noInterests}</p>
      ) : (
        <ul className={styles.interests}>
          {interests.map((name) => (
            <li key={name} className={styles.interest}>
              {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
