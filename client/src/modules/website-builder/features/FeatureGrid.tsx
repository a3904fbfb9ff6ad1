import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { FeatureFieldsFragment } from '../widget.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FileView, firstImage } from '../../../shared/files/FileView';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';

/** Features as cards: an image or a numbered mark, a title, a line or two. */
export function FeatureGrid({ features }: { features: FeatureFieldsFragment[] }) {
  const language = useLanguage();
  if (features.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(features.length, 3) }} spacing="lg">
      {features.map((feature, index) => {
        const image = firstImage(feature.fileStorageModuleFiles);
        const subtitle = textIn(feature.subtitle, language);
        const description = textIn(feature.description, language);
        return (
          <Paper key={feature.id} withBorder radius="lg" p="xl" className={feature.className ?? undefined} data-feature>
            <Stack gap="sm">
              {image ? (
                <Box maw={56}>
                  <FileView file={image} />
                </Box>
              ) : (
                <ThemeIcon variant="light" size={44} radius="md" fw={700}>
                  {String(index + 1).padStart(2, '0')}
                </ThemeIcon>
              )}
              <Title order={3} fz="lg">
                {titleIn(feature.title, language)}
              </Title>
              {subtitle && <Text fw={500}>{subtitle}</Text>}
              {description && (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
