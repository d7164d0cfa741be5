import { accountMessages, PHOTOS_MIN } from '@lien/contract';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { readSession } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import { CropDialog } from '../photos/crop/CropDialog';
import { PhotoGrid } from '../photos/PhotoGrid';
import { uploadedPhotos } from '../photos/photoList';
import { PHOTO_ACCEPT, photoRefusal } from '../photos/photoRules';
import { photoTexts } from '../photos/photoTexts';
import { usePhotos } from '../photos/usePhotos';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';

/** Once onboarding is done the profile is shown to others and keeps PHOTOS_MIN photos (the server says so too). */
function onboardingDone(): boolean {
  const flags = readSession()?.flags;
  return Boolean(flags?.interestsCompleted && flags.personalityCompleted);
}

/**
 * Mon Profil's photos (SPEC §2.5): the photo step's grid, reorder, delete (restored when the server
 * refuses, SPEC §8) and add through the crop dialog.
 */
export function MyPhotos() {
  const { status, loadError, photos, message, setMessage, load, add, retry, remove, reorder } = usePhotos();
  const [cropSource, setCropSource] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(
    () => () => {
      if (cropSource) URL.revokeObjectURL(cropSource);
    },
    [cropSource],
  );

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const refusal = photoRefusal(file, photos.length);
    setMessage(refusal);
    if (!refusal) setCropSource(URL.createObjectURL(file));
  };

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
        <>
          <FormError>{errorText(loadError, photoTexts.loadFailed)}</FormError>
          <Button variant="secondary" onClick={() => load()}>
            {photoTexts.retryLoad}
          </Button>
        </>
      )}
      {status === 'ready' && (
        <>
          <PhotoGrid
            photos={photos}
            onAdd={() => fileInput.current?.click()}
            onRemove={removePhoto}
            onRetry={retry}
            onReorder={reorder}
            listRef={list}
          />
          {uploadedPhotos(photos).length > 1 && <p className={styles.hint}>{photoTexts.reorderHint}</p>}
        </>
      )}
      <input
        ref={fileInput}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label={photoTexts.fileInput}
        hidden
        onChange={chooseFile}
      />
      {cropSource && (
        <CropDialog
          src={cropSource}
          onCancel={() => setCropSource(null)}
          onCropped={(blob) => {
            setCropSource(null);
            add(blob);
          }}
        />
      )}
    </section>
  );
}
