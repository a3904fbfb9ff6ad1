import { Image, Text, UnstyledButton } from '@mantine/core';
import type { LogotypeFieldsFragment } from '../widget.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { firstImage } from '../../../shared/files/FileView';
import { fileUrl } from '../../../shared/files/file-url';
import { titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';

interface LogotypeProps {
  logotype: LogotypeFieldsFragment;
  /** Height of an image logotype; a text one scales its type to match. */
  height?: number;
  color?: string;
}

/** A logotype: its image when it has one, else its title as a wordmark; links to its url. */
export function Logotype({ logotype, height = 32, color }: LogotypeProps) {
  const language = useLanguage();
  const title = titleIn(logotype.title, language);
  const image = firstImage(logotype.fileStorageModuleFiles);
  return (
    <UnstyledButton component={SiteLink} url={logotype.url} aria-label={title} className={logotype.className ?? undefined} data-logotype>
      {image ? (
        // The stored size gives the picture its width before it loads: the menu beside it does not move.
        <Image
          src={fileUrl(image.file)}
          alt={image.alt || title}
          h={height}
          w="auto"
          fit="contain"
          width={image.width ?? undefined}
          height={image.height ?? undefined}
        />
      ) : (
        <Text span fw={800} fz={height * 0.7} lh={1} c={color} style={{ letterSpacing: '-0.03em' }}>
          {title}
        </Text>
      )}
    </UnstyledButton>
  );
}
