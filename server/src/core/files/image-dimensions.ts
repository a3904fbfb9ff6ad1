import { imageSize } from 'image-size';

/**
 * How much of an image is kept to read its size: the dimensions sit in the header, after any
 * metadata (EXIF, ICC profiles) that comes first. Bounded, so that an upload never holds
 * more than this in memory.
 */
export const IMAGE_PREFIX_BYTES = 512 * 1024;

/**
 * Width and height of an image as displayed, from its first bytes; null when they cannot be
 * read (not an image, an unusual layout, or headers beyond the prefix).
 */
export function imageDimensions(prefix: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height, orientation } = imageSize(prefix);
    if (!width || !height) return null;
    // EXIF orientations 5 to 8 turn the picture a quarter: it shows as height × width.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}
