import { PHOTOS_MIN } from '@lien/contract/rules';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { setFlag } from '../../session/storage';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Actions, Lead, Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { PhotoGrid } from './PhotoGrid';
import styles from './PhotoUpload.module.css';
import { completeCount, uploadedPhotos } from './photoList';
import { photoTexts } from './photoTexts';
import { usePhotoPicker } from './usePhotoPicker';
import { usePhotos } from './usePhotos';

/** The step after this one in the onboarding order (PRODUCT §4). */
const NEXT_STEP = '/selectInterests';
/** The step before: the post-sign-up screen that announced the photos. */
const PREVIOUS_STEP = '/signupSuccess';

/** PRODUCT §2.4 'Vos photos': add, crop, reorder and remove photos; go on once enough are uploaded. */
export function PhotoUploadScreen() {
  const navigate = useNavigate();
  const { status, loadError, photos, message, setMessage, reload, add, retry, remove, reorder } = usePhotos();
  const list = useRef<HTMLOListElement>(null);
  const missing = Math.max(0, PHOTOS_MIN - completeCount(photos));
  const picker = usePhotoPicker({
    count: photos.length,
    onChecked: setMessage,
    onCropped: add,
    fallbackFocus: list,
  });

  const removePhoto = (id: string) => {
    remove(id);
    // The focused button goes with its tile: keyboard users resume from the grid, not the page top.
    list.current?.focus();
  };

  const goOn = () => {
    setFlag('photoUploadCompleted', true);
    navigate(NEXT_STEP);
  };

  return (
    <Screen title={photoTexts.title} previousStep={PREVIOUS_STEP}>
      <Lead>{photoTexts.lead}</Lead>
      <FormError>{message}</FormError>
      {status === 'loading' && <Spinner label={photoTexts.loading} />}
      {status === 'failed' && <LoadFailure error={loadError} onRetry={reload} />}
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
          <p role="status" className={styles.count}>
            {missing > 0 ? photoTexts.missing(missing) : photoTexts.ready}
          </p>
        </>
      )}
      {picker.elements}
      <Actions>
        <Button block disabled={missing > 0} onClick={goOn}>
          {photoTexts.continue}
        </Button>
      </Actions>
    </Screen>
  );
}

/** The photos could not be loaded: say so, offer to try again, and to log in when the session is gone. */
function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const signedOut = error instanceof ApiError && error.status === 401;
  return (
    <LoadFailed message={errorText(error, photoTexts.loadFailed)} onRetry={onRetry}>
      {signedOut && (
        <LinkButton to="/login" variant="ghost">
          {photoTexts.loginAgain}
        </LinkButton>
      )}
    </LoadFailed>
  );
}
