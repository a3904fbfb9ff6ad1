import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { fileKind, fileName, fileUrl } from '../../shared/files/file-url';
import { FileIcon } from '../../shared/ui/icons';
import { useAdminText } from '../admin-text';

interface FileInputProps {
  name: string;
  label: string;
  /** A chosen file (sent as an upload), or the stored path or url. */
  value: File | string;
  onChange: (value: File) => void;
  error?: string;
  required?: boolean;
}

/** The spec's generic file input: a preview for images, the file's name otherwise, and 'Select file'. */
export function FileInput({ name, label, value, onChange, error, required }: FileInputProps) {
  const text = useAdminText();
  const chosen = value instanceof File ? value : null;
  const stored = typeof value === 'string' ? value : '';
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const src = chosen ? preview : stored ? fileUrl(stored) : null;
  const displayName = chosen ? chosen.name : stored ? fileName(stored) : '';
  const isImage = chosen ? chosen.type.startsWith('image/') : Boolean(stored) && fileKind(null, stored) === 'image';

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Paper withBorder radius="md" p="sm" mt={4} data-file-input={name}>
        <Stack gap="sm">
          {src && isImage && <Image src={src} alt={displayName} h={140} w="auto" fit="contain" radius="sm" data-file-preview />}
          {displayName && !isImage && (
            <Group gap="xs" wrap="nowrap">
              <FileIcon size={16} />
              <Text size="sm" truncate>
                {displayName}
              </Text>
            </Group>
          )}
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {isImage ? displayName : ''}
            </Text>
            <FileButton onChange={(file) => file && onChange(file)} inputProps={{ name, 'aria-label': label }}>
              {(props) => (
                <Button {...props} variant="light" size="xs">
                  {text.selectFile}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
