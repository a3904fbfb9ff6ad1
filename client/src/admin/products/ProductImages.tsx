import { ActionIcon, Button, CloseButton, FileButton, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { fileUrl } from '../../shared/files/file-url';
import { ChevronLeftIcon } from '../../shared/ui/icons';
import { useRichTextStoredImagesQuery } from '../inputs/stored-images.generated';
import type { ImageValue } from './product-form-values';
import { useProductEditorText } from './product-editor-text';

interface ProductImagesProps {
  value: readonly ImageValue[];
  onChange: (images: ImageValue[]) => void;
  /** Errors by image index (its alternative text's). */
  errors?: (string | undefined)[];
}

let uploads = 0;

/** Where an image shows from: an upload's object url as it is, a stored file through fileUrl. */
const shownSrc = (image: ImageValue) => (image.upload ? image.src : fileUrl(image.src));

/**
 * The product's images in the shop's order (the first is its picture): each with its
 * alternative text, moved up or down or removed; more uploaded, or picked among stored images.
 */
export function ProductImages({ value, onChange, errors }: ProductImagesProps) {
  const text = useProductEditorText();
  const [picking, setPicking] = useState(false);
  // An upload's preview lives while it is listed: once saved (a stored file then) or removed, it goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const listed = new Set(value.map((image) => image.src));
    for (const url of previews.current) {
      if (listed.has(url)) continue;
      URL.revokeObjectURL(url);
      previews.current.delete(url);
    }
  }, [value]);
  const preview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const upload = (files: File[]) =>
    onChange([
      ...value,
      ...files.map((file) => ({ key: `upload-${(uploads += 1)}`, upload: file, src: preview(file), name: file.name, alt: '' })),
    ]);

  return (
    <Stack gap="sm" data-product-images>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.noImages}
        </Text>
      )}
      {value.map((image, index) => {
        const position = index + 1;
        return (
          <Paper key={image.key} withBorder radius="md" p="xs" data-product-image={position}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Image src={shownSrc(image)} alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed" truncate="end">
                  {position}. {image.name}
                  {image.upload ? ` · ${text.newImage}` : ''}
                </Text>
                <TextInput
                  size="xs"
                  aria-label={text.altFor(position)}
                  placeholder={text.alt}
                  value={image.alt}
                  onChange={(event) => {
                    const alt = event.currentTarget.value;
                    onChange(value.map((other, at) => (at === index ? { ...other, alt } : other)));
                  }}
                  error={errors?.[index]}
                />
              </Stack>
              <Stack gap={2}>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={text.moveUp(position)} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ChevronLeftIcon size={16} style={{ transform: 'rotate(90deg)' }} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={text.moveDown(position)} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                  <ChevronLeftIcon size={16} style={{ transform: 'rotate(-90deg)' }} />
                </ActionIcon>
              </Stack>
              <CloseButton size="sm" aria-label={text.removeImage(position)} onClick={() => onChange(value.filter((_, at) => at !== index))} />
            </Group>
          </Paper>
        );
      })}
      <Group gap="xs">
        <FileButton onChange={upload} accept="image/*" multiple inputProps={{ 'aria-label': text.uploadImages }}>
          {(props) => (
            <Button {...props} variant="light" size="xs">
              {text.uploadImages}
            </Button>
          )}
        </FileButton>
        <Button variant="default" size="xs" onClick={() => setPicking(true)}>
          {text.pickImage}
        </Button>
      </Group>
      <StoredImagePicker
        opened={picking}
        onClose={() => setPicking(false)}
        taken={new Set(value.map((image) => image.fileId))}
        onPick={(file) => {
          onChange([...value, { key: `file-${file.id}-${(uploads += 1)}`, fileId: file.id, src: file.file, name: file.adminTitle, alt: file.alt ?? '' }]);
          setPicking(false);
        }}
      />
    </Stack>
  );
}

interface StoredFile {
  id: string;
  adminTitle: string;
  file: string;
  alt?: string | null;
}

/** The newest stored images (those the rich-text editor offers too), as a grid of buttons. */
function StoredImagePicker({ opened, onClose, taken, onPick }: { opened: boolean; onClose: () => void; taken: Set<string | undefined>; onPick: (file: StoredFile) => void }) {
  const text = useProductEditorText();
  const { data } = useRichTextStoredImagesQuery({ skip: !opened, fetchPolicy: 'network-only' });
  const files = (data?.fileStorageFileList ?? []).filter((file) => !taken.has(file.id));
  return (
    <Modal opened={opened} onClose={onClose} title={text.pickImageTitle} size="lg">
      {data && files.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.noStoredImages}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-stored-images>
        {files.map((file) => (
          <UnstyledButton key={file.id} onClick={() => onPick(file)} aria-label={text.addImage(file.adminTitle)} data-stored-image={file.adminTitle}>
            <Image src={fileUrl(file.file)} alt="" h={96} radius="sm" fit="cover" />
            <Text size="xs" truncate="end" mt={2}>
              {file.adminTitle}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
