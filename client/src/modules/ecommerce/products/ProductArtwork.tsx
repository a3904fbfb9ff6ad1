import { AspectRatio, Box, Image, Text } from '@mantine/core';
import type { FileFieldsFragment } from '../../../shared/files/file.generated';
import { firstImage } from '../../../shared/files/FileView';
import { fileUrl, imageSrcSet } from '../../../shared/files/file-url';
import { toneOf } from '../../../shared/ui/tones';

interface ProductArtworkProps {
  slug: string;
  title: string;
  files: readonly FileFieldsFragment[];
  ratio?: number;
  radius?: string;
  /** The size of the initial shown without a photo; the default fits a card's width. */
  initialSize?: string;
  /** Fetched at once and first (the page's largest paint, likely): else only once scrolled near. */
  priority?: boolean;
  /** How wide it is shown (the `sizes` attribute): the browser picks the size of the photo to fetch from it. */
  sizes?: string;
}

/** A product's photo, or, without one, its initial on a backdrop of the product's own tone. */
export function ProductArtwork({ slug, title, files, ratio = 1, radius = 'lg', initialSize = 'clamp(2.5rem, 9cqi, 5rem)', priority = false, sizes = '100vw' }: ProductArtworkProps) {
  const image = firstImage(files);
  if (image) {
    const src = fileUrl(image.file);
    const srcSet = imageSrcSet(src, image.width);
    return (
      <AspectRatio ratio={ratio}>
        <Image
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={image.alt || title}
          radius={radius}
          fit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </AspectRatio>
    );
  }
  const tone = toneOf(slug);
  return (
    <AspectRatio ratio={ratio}>
      <Box
        role="img"
        aria-label={title}
        bg={tone.background}
        style={{ borderRadius: `var(--mantine-radius-${radius})`, display: 'grid', placeItems: 'center', overflow: 'hidden' }}
      >
        <Box
          w="58%"
          style={{ aspectRatio: '1', borderRadius: '50%', background: tone.accent, display: 'grid', placeItems: 'center' }}
        >
          <Text component="span" fz={initialSize} fw={300} c={tone.ink} lh={1} aria-hidden="true" style={{ letterSpacing: '-0.04em' }}>
            {Array.from(title)[0]?.toUpperCase()}
          </Text>
        </Box>
      </Box>
    </AspectRatio>
  );
}
