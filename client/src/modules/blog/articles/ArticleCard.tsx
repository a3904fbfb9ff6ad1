import { AspectRatio, Card, Center, Image, Stack, Text } from '@mantine/core';
import type { ArticleCardFieldsFragment } from '../widget.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { firstImage } from '../../../shared/files/FileView';
import { fileUrl, imageSrcSet } from '../../../shared/files/file-url';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { BookIcon } from '../../../shared/ui/icons';
import classes from '../../../shared/ui/lifting-card.module.css';
import { toneOf } from '../../../shared/ui/tones';
import { articlePath } from '../paths';
import { formatDate } from '../../../shared/i18n/format-date';

/** An article in a list: picture (or a tone), category and date, title, subtitle; links to it. */
export function ArticleCard({ article }: { article: ArticleCardFieldsFragment }) {
  const language = useLanguage();
  const title = titleIn(article.title, language);
  const subtitle = textIn(article.subtitle, language);
  const image = firstImage(article.fileStorageModuleFiles);
  const category = article.categories[0];
  const tone = toneOf(article.slug);
  return (
    <Card component={SiteLink} url={articlePath(article.slug)} withBorder radius="lg" padding="lg" className={classes.card} data-article-card={article.slug}>
      <Card.Section>
        {image ? (
          <AspectRatio ratio={16 / 9}>
            <Image src={fileUrl(image.file)} srcSet={imageSrcSet(fileUrl(image.file), image.width)} sizes="(min-width: 48em) 50vw, 100vw" alt={image.alt || title} fit="cover" loading="lazy" />
          </AspectRatio>
        ) : (
          // Without a picture, a band of the article's tone: enough colour, little height.
          <Center h={{ base: 96, sm: 140 }} bg={tone.background} c={tone.ink} aria-hidden="true">
            <BookIcon size={36} strokeWidth={1.2} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
          {[category && titleIn(category.title, language), formatDate(article.createdAt, language)].filter(Boolean).join(' · ')}
        </Text>
        <Text fw={700} fz="lg" lh={1.3}>
          {title}
        </Text>
        {subtitle && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {subtitle}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
