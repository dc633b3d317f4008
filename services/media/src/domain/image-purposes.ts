import { PRODUCT_IMAGE_FOLDER, REVIEW_PHOTO_FOLDER, type ImagePurpose, type Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';

/** Where each kind of image is kept, and who may send it: shoppers add photos to reviews, never product images. */
const PURPOSES: Record<ImagePurpose, { folder: string; roles: Principal['role'][] }> = {
  'product-image': { folder: PRODUCT_IMAGE_FOLDER, roles: ['seller', 'admin'] },
  'review-photo': { folder: REVIEW_PHOTO_FOLDER, roles: ['customer'] },
};

/** Folders whose files the catalog may be told a principal owns (product images, review photos). */
export const OWNABLE_FOLDERS: readonly string[] = Object.values(PURPOSES).map((p) => p.folder);

/** The folder an image of this purpose goes to; refused when the principal may not send such images. */
export function imageFolderFor(principal: Principal, purpose: ImagePurpose): string {
  const { folder, roles } = PURPOSES[purpose];
  if (!roles.includes(principal.role))
    throw DomainError.forbidden(
      purpose === 'review-photo'
        ? 'Only shoppers can add photos to a review'
        : 'Only sellers can upload product images',
      'MEDIA.PURPOSE_NOT_ALLOWED',
    );
  return folder;
}
