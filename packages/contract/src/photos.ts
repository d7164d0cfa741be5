import { PHOTOS_MAX } from './limits';
import { photoMessages, serverMessages } from './messages';
import { z } from './zod-fr';

/** The multipart field that carries the file of POST /api/upload_photo (PRODUCT §7). */
export const PHOTO_FIELD = 'photo';

/** One of the signed-in user's photos: `order` counts from 0, in the order the profile shows them. */
export const myPhoto = z.lazy(() =>
  z.object({
    id: z.string(),
    url: z.string(),
    thumbnailUrl: z.string(),
    order: z.number().int().min(0),
  }),
);
export type MyPhoto = z.infer<typeof myPhoto>;

/** GET /api/my_photos: the photo step needs them when a user comes back to it. */
export const myPhotosReply = z.lazy(() => z.object({ photos: z.array(myPhoto) }));
export type MyPhotosReply = z.infer<typeof myPhotosReply>;

/** POST /api/upload_photo (multipart, field `photo`): the new photo, appended last. */
export const uploadPhotoReply = z.lazy(() => z.object({ photoId: z.string(), url: z.string() }));
export type UploadPhotoReply = z.infer<typeof uploadPhotoReply>;

/** POST /api/update_photos_order: every one of the user's photo ids, once each, in the new order. */
export const updatePhotosOrderRequest = z.lazy(() =>
  z.object(
    {
      photoIds: z
        .array(z.string({ error: photoMessages.orderInvalid }).min(1, photoMessages.orderInvalid).max(64), {
          error: photoMessages.orderInvalid,
        })
        .max(PHOTOS_MAX, photoMessages.orderInvalid),
    },
    { error: photoMessages.orderInvalid },
  ),
);
export type UpdatePhotosOrderRequest = z.infer<typeof updatePhotosOrderRequest>;

/** DELETE /api/delete_photo/:id */
export const deletePhotoParams = z.lazy(() => z.object({ id: z.string() }));

/** The replies of ordering and deleting: only that they worked. */
/** `message`: a new main photo ended the member's photo verification (issue #29), to tell them. */
export const photoStatusReply = z.lazy(() =>
  z.object({ status: z.literal('ok'), message: z.string().optional() }),
);
export type PhotoStatusReply = z.infer<typeof photoStatusReply>;

/**
 * The `Idempotency-Key` header of an upload: made once per photo chosen and sent again on a retry, so
 * that a retried upload never makes a second photo. Optional.
 */
export const UPLOAD_KEY_HEADER = 'idempotency-key';
export const uploadKeySchema = z.lazy(() =>
  z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, serverMessages.invalidInput),
);
