import { PHOTO_MAX_BYTES } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, photoRefusal } from './photoRules';

const jpeg = { type: 'image/jpeg', size: 1000 };

describe('photo refusals (PRODUCT §5), before any upload', () => {
  it('accepts JPEG, PNG and WebP up to 15 MB while under 6 photos', () => {
    expect(photoRefusal(jpeg, 0)).toBeNull();
    expect(photoRefusal({ type: 'image/png', size: PHOTO_MAX_BYTES }, 5)).toBeNull();
    expect(photoRefusal({ type: 'image/webp', size: 1 }, 2)).toBeNull();
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses a seventh photo', () => {
    expect(photoRefusal(jpeg, 6)).toBe('Vous ne pouvez pas ajouter plus de 6 photos.');
  });

  it('refuses another type', () => {
    for (const type of ['image/gif', 'image/heic', 'application/pdf', '']) {
      expect(photoRefusal({ type, size: 10 }, 0)).toBe(
        'Format de fichier non supporté. Utilisez JPG, PNG ou WebP.',
      );
    }
  });

  it('refuses a file over 15 MB', () => {
    expect(photoRefusal({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 }, 0)).toBe(
      'La taille du fichier ne doit pas dépasser 15MB',
    );
  });
});
