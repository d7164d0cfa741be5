import { verificationMessages as m } from '@lien/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import styles from './Verification.module.css';

/** The longest side of the capture: enough for a person to compare faces, light to send. */
const CAPTURE_MAX_SIDE_PX = 1280;
const JPEG_QUALITY = 0.9;

type Step = 'idle' | 'starting' | 'live' | 'captured';

/** The video's current frame as a JPEG data URL, within CAPTURE_MAX_SIDE_PX. */
export function captureFrame(video: HTMLVideoElement): string {
  const scale = Math.min(1, CAPTURE_MAX_SIDE_PX / Math.max(video.videoWidth, video.videoHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/** Turns the camera off (its light too) and forgets the stream. */
function stopCamera(stream: { current: MediaStream | null }): void {
  for (const track of stream.current?.getTracks() ?? []) track.stop();
  stream.current = null;
}

export interface SelfieCameraProps {
  /** Sends the captured selfie (a JPEG data URL). */
  onSend: (image: string) => void;
  sending: boolean;
}

/**
 * A selfie taken with the camera, in the page (getUserMedia, then a canvas capture): never a file
 * picked from the device, so that the gesture is made now. The camera stops once the picture is taken
 * or the component leaves.
 */
export function SelfieCamera({ onSend, sending }: SelfieCameraProps) {
  const [step, setStep] = useState<Step>('idle');
  const [failed, setFailed] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  // The first frame has arrived: before it, a capture would be an empty picture.
  const [ready, setReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = () => stopCamera(stream);
  useEffect(() => () => stopCamera(stream), []);

  const open = async () => {
    setFailed(false);
    setReady(false);
    setStep('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      });
      setStep('live');
    } catch {
      setFailed(true);
      setStep('idle');
    }
  };

  // The stream reaches the video once it is drawn.
  useEffect(() => {
    if (step !== 'live' || !video.current || !stream.current) return;
    video.current.srcObject = stream.current;
    void video.current.play().catch(() => undefined);
  }, [step]);

  const capture = () => {
    if (!video.current) return;
    setImage(captureFrame(video.current));
    stop();
    setStep('captured');
  };

  return (
    <div className={styles.camera}>
      {step === 'live' && (
        <>
          <video
            ref={video}
            className={styles.preview}
            aria-label={m.cameraLabel}
            muted
            playsInline
            onLoadedData={() => setReady(true)}
          />
          <Button block onClick={capture} disabled={!ready}>
            {m.capture}
          </Button>
        </>
      )}
      {step === 'captured' && image && (
        <>
          <img className={styles.preview} src={image} alt={m.previewLabel} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void open()} disabled={sending}>
              {m.retake}
            </Button>
            <Button onClick={() => onSend(image)} disabled={sending}>
              {sending ? m.sending : m.send}
            </Button>
          </div>
        </>
      )}
      {(step === 'idle' || step === 'starting') && (
        <Button block onClick={() => void open()} disabled={step === 'starting'}>
          {m.openCamera}
        </Button>
      )}
      {failed && <FormError>{m.cameraDenied}</FormError>}
    </div>
  );
}
