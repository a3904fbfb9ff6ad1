import type { FileFieldsFragment } from '../../gql/graphql';
import { firstImage } from '../files/FileView';
import { fileUrl } from '../files/file-url';
import type { HeadImage } from './ContentHead';
import { absoluteUrl } from './head-tags';

/** A row's first image as link previews name it: absolute, with its stored size and alt text. */
export function headImage(files: readonly FileFieldsFragment[], publicUrl: string, fallbackAlt: string): HeadImage | undefined {
  const image = firstImage(files);
  if (!image) return undefined;
  return { url: absoluteUrl(publicUrl, fileUrl(image.file)), width: image.width, height: image.height, alt: image.alt || fallbackAlt };
}
