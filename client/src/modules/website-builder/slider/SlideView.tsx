import { Box, Stack, Text, Title } from '@mantine/core';
import type { SlideFieldsFragment } from '../widget.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { firstImage } from '../../../shared/files/FileView';
import { fileUrl } from '../../../shared/files/file-url';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { ButtonsArray } from '../buttons/ButtonsArray';
import classes from './Carousel.module.css';
import { IMAGE_SCRIM, slideBackdrop } from './slide-backdrops';

interface SlideViewProps {
  slide: SlideFieldsFragment;
  index: number;
}

/**
 * One slide: its title, texts and buttons over its image (or a soft backdrop). A slide with
 * a url is one link as a whole (its title's link covers it); without one it is a plain block.
 */
export function SlideView({ slide, index }: SlideViewProps) {
  const language = useLanguage();
  const title = titleIn(slide.title, language);
  const subtitle = textIn(slide.subtitle, language);
  const description = textIn(slide.description, language);
  const image = firstImage(slide.fileStorageModuleFiles);
  const onImage = Boolean(image);

  return (
    <Box
      mih={{ base: 380, md: 460 }}
      h="100%"
      display="flex"
      style={{
        alignItems: 'center',
        background: image ? `${IMAGE_SCRIM}, center / cover no-repeat url("${fileUrl(image.file)}")` : slideBackdrop(index),
      }}
      c={onImage ? 'white' : 'dark.9'}
      className={slide.className ?? undefined}
    >
      {/* Kept clear of the 2/12 edges, which move the carousel when clicked. */}
      <Stack gap="md" px="calc(100% * 2 / 12)" py={{ base: 56, md: 72 }} maw={{ base: '100%', md: '78%' }}>
        <Title order={2} fz={{ base: 30, sm: 40, md: 56 }} lh={1.05} style={{ letterSpacing: '-0.03em' }}>
          {slide.url ? (
            <SiteLink url={slide.url} className={classes.stretchedLink}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </Title>
        {subtitle && (
          <Text fz={{ base: 'md', md: 'xl' }} c={onImage ? 'gray.2' : 'dark.6'} maw={520}>
            {subtitle}
          </Text>
        )}
        {description && (
          <Text size="sm" c={onImage ? 'gray.3' : 'dark.4'} maw={520}>
            {description}
          </Text>
        )}
        {slide.buttonsArrays.map((array) => (
          <ButtonsArray key={array.id} buttonsArray={array} className={classes.actions} mt="xs" size="md" context={title} />
        ))}
      </Stack>
    </Box>
  );
}
