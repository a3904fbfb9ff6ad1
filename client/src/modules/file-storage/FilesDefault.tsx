import { SimpleGrid } from '@mantine/core';
import { useLanguage } from '../../shared/i18n/use-language';
import { FileView } from '../../shared/files/FileView';
import { textIn } from '../../shared/i18n/localized-text';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import { WidgetSection } from '../../shared/ui/WidgetSection';
import type { FileStorageWidgetProps } from './widget-props';

/** The widget's files, each shown by its mime type (images, videos, audio, downloads). */
export function FilesDefault({ widget }: FileStorageWidgetProps) {
  const language = useLanguage();
  if (widget.files.length === 0) return null;
  return (
    <WidgetSection className={widget.className ?? undefined} data-files>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(widget.files.length, 3) }} spacing="lg">
        {widget.files.map((file) => (
          <FileView key={file.id} file={file} radius="lg" />
        ))}
      </SimpleGrid>
    </WidgetSection>
  );
}
