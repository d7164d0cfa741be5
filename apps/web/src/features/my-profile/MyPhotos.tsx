import { accountMessages } from '@lien/contract';
import { PHOTOS_MIN } from '@lien/contract/rules';
import { useRef } from 'react';
import { errorText } from '../../api/client';
import { readSession } from '../../session/storage';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PhotoGrid } from '../photos/PhotoGrid';
import { uploadedPhotos } from '../photos/photoList';
import { photoTexts } from '../photos/photoTexts';
import { usePhotoPicker } from '../photos/usePhotoPicker';
import { usePhotos } from '../photos/usePhotos';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';

/** Once onboarding is done the profile is shown to others and keeps PHOTOS_MIN photos (the server says so too). */
function onboardingDone(): boolean {
  const flags = readSession()?.flags;
  return Boolean(flags?.interestsCompleted && flags.personalityCompleted);
}

/**
 * Mon Profil's photos (PRODUCT §2.5): the photo step's grid, reorder, delete (restored when the server
 * refuses, PRODUCT §8) and add through the crop dialog.
 */
export function MyPhotos() {
  const { status, loadError, photos, message, setMessage, reload, add, retry, remove, reorder } = usePhotos();
  const list = useRef<HTMLOListElement>(null);
  const picker = usePhotoPicker({
    count: photos.length,
    onChecked: setMessage,
    onCropped: add,
    fallbackFocus: list,
  });

  const removePhoto = (id: string) => {
    const uploaded = uploadedPhotos(photos);
    if (uploaded.some((photo) => photo.id === id) && uploaded.length <= PHOTOS_MIN && onboardingDone()) {
      setMessage(accountMessages.photosMinimum);
      return;
    }
    remove(id);
    list.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="my-photos-title">
      <h2 id="my-photos-title" className={styles.sectionTitle}>
        {texts.photosTitle}
      </h2>
      <FormError>{message}</FormError>
      {status === 'loading' && <Spinner label={photoTexts.loading} />}
      {status === 'failed' && (
        <LoadFailed message={errorText(loadError, photoTexts.loadFailed)} onRetry={reload} />
      )}
      {status === 'ready' && (
        <>
          <PhotoGrid
            photos={photos}
            onAdd={picker.open}
            onRemove={removePhoto}
            onRetry={retry}
            onReorder={reorder}
            listRef={list}
          />
          {uploadedPhotos(photos).length > 1 && <p className={styles.hint}>{photoTexts.reorderHint}</p>}
        </>
      )}
      {picker.elements}
    </section>
  );
}
