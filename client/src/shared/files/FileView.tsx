import { Anchor, Group, Image, Text } from '@mantine/core';
import type { FileFieldsFragment } from './file.generated';
import { FileIcon } from '../ui/icons';
import { fileKind, fileName, fileUrl, imageSrcSet } from './file-url';

interface FileViewProps {
  file: FileFieldsFragment;
  radius?: string;
}

/** A stored file shown by its mime type: image, video, audio, or a download link. */
export function FileView({ file, radius = 'md' }: FileViewProps) {
  const src = fileUrl(file.file);
  switch (fileKind(file.mimeType, file.file)) {
    case 'image':
      // The stored size gives the image its box before it arrives: the page does not jump.
      return <Image src={src} srcSet={imageSrcSet(src, file.width)} sizes="(min-width: 75em) 1140px, 100vw" alt={file.alt ?? ''} radius={radius} loading="lazy" w="100%" h="auto" width={file.width ?? undefined} height={file.height ?? undefined} />;
    case 'video':
      return <video src={src} controls preload="metadata" style={{ width: '100%', borderRadius: 12 }} aria-label={file.alt ?? undefined} />;
    case 'audio':
      return <audio src={src} controls preload="none" style={{ width: '100%' }} aria-label={file.alt ?? undefined} />;
    default:
      return (
        <Anchor href={src} download target="_blank" rel="noopener noreferrer">
          <Group gap="xs" wrap="nowrap">
            <FileIcon />
            <Text span>{file.alt || fileName(file.file)}</Text>
          </Group>
        </Anchor>
      );
  }
}

/** The first image among files, to illustrate a card; undefined when there is none. */
export function firstImage(files: readonly FileFieldsFragment[]): FileFieldsFragment | undefined {
  return files.find((file) => fileKind(file.mimeType, file.file) === 'image');
}
