import { UPLOAD_MAX_BYTES } from 'shared-kit/account-rules';
import { FileDropZone, type FileDropZoneProps } from './file-drop-zone';

/**
 * The pictures the api takes for a candidate's photo (docs/product-rules.md#cvs-and-the-photo), a company's logo and a
 * minisite's image block: JPEG, PNG and WebP. The api checks the bytes; this only spares a round trip.
 */
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

export type ImageDropZoneProps = Omit<FileDropZoneProps, 'accept' | 'maxBytes' | 'multiple'>;

/** A FileDropZone for one picture sent as soon as it is chosen: the types above, up to the api's upload limit. */
export function ImageDropZone(props: ImageDropZoneProps) {
  return <FileDropZone {...props} accept={IMAGE_ACCEPT} maxBytes={UPLOAD_MAX_BYTES} />;
}
