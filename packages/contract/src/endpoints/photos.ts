import { endpoint } from '../endpoint';
import {
  deletePhotoParams,
  myPhotosReply,
  photoStatusReply,
  updatePhotosOrderRequest,
  uploadPhotoReply,
} from '../photos';

/** The photo calls of PRODUCT §7. */
export const photosEndpoints = {
  /** Multipart: one image in the PHOTO_FIELD part, judged by its content; sent with progress events. */
  upload: endpoint({ method: 'POST', path: '/api/upload_photo', reply: uploadPhotoReply }),
  /** The signed-in member's photos, in profile order. */
  mine: endpoint({ method: 'GET', path: '/api/my_photos', reply: myPhotosReply }),
  /** Every uploaded photo id, once each, in the new order. */
  reorder: endpoint({
    method: 'POST',
    path: '/api/update_photos_order',
    body: updatePhotosOrderRequest,
    reply: photoStatusReply,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/delete_photo/:id',
    params: deletePhotoParams,
    reply: photoStatusReply,
  }),
};
