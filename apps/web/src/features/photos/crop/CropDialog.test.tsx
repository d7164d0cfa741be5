import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_CROP } from '../testing/fakeCropper';
import { CropDialog } from './CropDialog';
import { renderCrop } from './cropCanvas';

vi.mock('react-easy-crop', () => import('../testing/fakeCropper'));
vi.mock('./cropCanvas', () => ({ renderCrop: vi.fn() }));

const cropped = new Blob(['cropped'], { type: 'image/jpeg' });

function open() {
  const onCancel = vi.fn();
  const onCropped = vi.fn();
  render(<CropDialog src="blob:photo" onCancel={onCancel} onCropped={onCropped} />);
  return { onCancel, onCropped, rotation: screen.getByRole('slider', { name: 'Rotation' }) };
}

/** Moves a native slider as a drag would, then releases the pointer (possibly off the slider). */
function drag(slider: HTMLElement, value: number) {
  fireEvent.pointerDown(slider);
  fireEvent.change(slider, { target: { value: String(value) } });
  fireEvent.pointerUp(document.body);
}

/** Moves a slider with arrow keys: the browser changes the value between keydown and keyup. */
function keys(slider: HTMLElement, key: string, value: number) {
  fireEvent.keyDown(slider, { key });
  fireEvent.change(slider, { target: { value: String(value) } });
  fireEvent.keyUp(slider, { key });
}

beforeEach(() => {
  vi.mocked(renderCrop).mockReset().mockResolvedValue(cropped);
});

describe('crop dialog (PRODUCT §2.4, §9)', () => {
  it('is a modal dialog with labelled zoom and rotation sliders', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Recadrer la photo' })).toHaveAttribute('aria-modal', 'true');
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toMatchObject({ min: '1', max: '3', step: '0.1', value: '1' });
    const rotation = screen.getByRole('slider', { name: 'Rotation' });
    expect(rotation).toMatchObject({ min: '0', max: '360', step: '1', value: '0' });
    expect(rotation).toHaveAttribute('aria-valuetext', '0°');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeEnabled();
  });

  it('snaps the rotation to a quarter turn within 5° when the pointer is released', () => {
    const { rotation } = open();
    drag(rotation, 87);
    expect(rotation).toHaveValue('90');
    drag(rotation, 183);
    expect(rotation).toHaveValue('180');
    drag(rotation, 200);
    expect(rotation).toHaveValue('200');
    drag(rotation, 356);
    expect(rotation).toHaveValue('360');
    drag(rotation, 4);
    expect(rotation).toHaveValue('0');
  });

  it('snaps on key release only when the keys approach a quarter turn', () => {
    const { rotation } = open();
    keys(rotation, 'ArrowRight', 1);
    expect(rotation).toHaveValue('1');
    drag(rotation, 84);
    keys(rotation, 'ArrowRight', 85);
    expect(rotation).toHaveValue('90');
    keys(rotation, 'ArrowLeft', 89);
    expect(rotation).toHaveValue('89');
  });

  it('draws the crop with its rotation and hands the JPEG over on Confirmer', async () => {
    const { rotation, onCropped } = open();
    drag(rotation, 92);
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '2.5' } });
    expect(screen.getByText('2,5×')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(renderCrop).toHaveBeenCalledWith('blob:photo', FAKE_CROP, 90);
    await waitFor(() => expect(onCropped).toHaveBeenCalledWith(cropped));
  });

  it('says so when the image cannot be read', async () => {
    vi.mocked(renderCrop).mockRejectedValue(new Error('decode'));
    const { onCropped } = open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de lire cette image. Veuillez choisir une autre photo.',
    );
    expect(onCropped).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  });

  it('closes on Annuler and on Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = open();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
