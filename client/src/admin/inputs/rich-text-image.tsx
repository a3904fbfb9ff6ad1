import { Button, Popover, Select, Stack, TextInput } from '@mantine/core';
import { AtomicBlockUtils, type ContentBlock, type ContentState, EditorState } from 'draft-js';
import { useState } from 'react';
import { fileUrl } from '../../shared/files/file-url';
import { ImageIcon } from './rich-text-icons';
import { useRichTextText } from './rich-text-text';
import { useRichTextStoredImagesQuery } from './stored-images.generated';
import { ToolbarButton } from './rich-text-toolbar-button';

// Images are atomic blocks holding an IMAGE entity with `data.src` (a stored file's path or an
// http(s) url) and `data.alt`: the shape `draft-content.ts` reads for the public page.

const IMAGE = 'IMAGE';
const IMAGE_SRC = /^(https?:\/\/\S+|\/\S*)$/i;

/** Addresses an image may take: a web address, or a path (a stored file's, or this site's). */
export const isImageSrc = (src: string) => IMAGE_SRC.test(src.trim());

/** The editor with an image inserted as its own block at the selection. */
export function insertImage(editorState: EditorState, src: string, alt: string): EditorState {
  const content = editorState.getCurrentContent().createEntity(IMAGE, 'IMMUTABLE', { src: src.trim(), alt: alt.trim() });
  const withEntity = EditorState.set(editorState, { currentContent: content });
  return AtomicBlockUtils.insertAtomicBlock(withEntity, content.getLastCreatedEntityKey(), ' ');
}

function EditorImage({ block, contentState }: { block: ContentBlock; contentState: ContentState }) {
  const key = block.getEntityAt(0);
  if (!key) return null;
  const { src, alt } = contentState.getEntity(key).getData() as { src: string; alt?: string };
  return <img src={fileUrl(src)} alt={alt ?? ''} style={{ maxWidth: '100%', maxHeight: 240, display: 'block' }} data-rich-text-image="" />;
}

/** Draws image blocks in the editor (draft-js leaves atomic blocks to the page). */
export function imageBlockRenderer(block: ContentBlock) {
  return block.getType() === 'atomic' ? { component: EditorImage, editable: false } : null;
}

/** "Insert image": an address, or an image of the file storage, with its alternative text. */
export function ImageButton({ onInsert }: { onInsert: (src: string, alt: string) => void }) {
  const text = useRichTextText();
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  // Asked for when the form opens: the list is short (the newest images) and always current.
  const { data } = useRichTextStoredImagesQuery({ skip: !opened, fetchPolicy: 'network-only' });
  const stored = data?.fileStorageFileList ?? [];

  const close = () => {
    setOpened(false);
    setSrc('');
    setAlt('');
    setError(undefined);
  };
  const submit = () => {
    if (!isImageSrc(src)) {
      setError(text.imageUrlInvalid);
      return;
    }
    close();
    onInsert(src, alt);
  };

  return (
    <Popover opened={opened} onChange={(next) => !next && close()} trapFocus width={300} position="bottom-start">
      <Popover.Target>
        <ToolbarButton label={text.insertImage} onClick={() => (opened ? close() : setOpened(true))}>
          <ImageIcon />
        </ToolbarButton>
      </Popover.Target>
      <Popover.Dropdown data-rich-text-image-form="">
        {/* No <form>: this sits inside the admin's form, and Enter must not submit that one. */}
        <Stack gap="xs">
          <Select
            size="xs"
            label={text.storedImage}
            placeholder={text.storedImagePlaceholder}
            data={stored.map((file) => ({ value: file.id, label: file.adminTitle }))}
            searchable
            nothingFoundMessage={text.noStoredImages}
            onChange={(id) => {
              const file = stored.find((candidate) => candidate.id === id);
              if (!file) return;
              setSrc(file.file);
              setAlt((current) => current || file.alt || '');
              setError(undefined);
            }}
            comboboxProps={{ withinPortal: false }}
            data-stored-image-select=""
          />
          <TextInput size="xs" label={text.imageUrl} placeholder="https://" value={src} error={error} onChange={(event) => setSrc(event.currentTarget.value)} data-autofocus />
          <TextInput
            size="xs"
            label={text.imageAlt}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
          />
          <Button size="xs" onClick={submit}>
            {text.insert}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
