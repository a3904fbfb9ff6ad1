import { SimpleGrid, Stack } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FileView } from '../../../shared/files/FileView';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { ButtonsArray } from '../buttons/ButtonsArray';
import { FeatureGrid } from '../features/FeatureGrid';
import { LogotypeStrip } from '../logotypes/LogotypeStrip';
import { Carousel } from '../slider/Carousel';
import { buttonsArraysOf, type WebsiteBuilderWidgetProps } from '../widget-props';

/**
 * The default widget shows whatever is linked to it, in this order: sliders (as carousels),
 * features, logotypes, files and buttons. A widget that is only a slider is a hero, shown
 * without a heading; any other content gets the widget's title and subtitle above it.
 */
export function WidgetDefault({ widget }: WebsiteBuilderWidgetProps) {
  const language = useLanguage();
  const { main, additional } = buttonsArraysOf(widget);
  const hasSectionContent =
    widget.features.length > 0 || widget.logotypes.length > 0 || widget.fileStorageModuleFiles.length > 0 || main.length + additional.length > 0;

  return (
    <WidgetSection className={widget.className ?? undefined} py={{ base: 'md', md: 'xl' }}>
      <Stack gap="xl">
        {widget.sliders.map((slider) => (
          <Carousel key={slider.id} slides={slider.slides} label={titleIn(slider.title, language)} />
        ))}
        {hasSectionContent && (
          <>
            <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
            <FeatureGrid features={widget.features} />
            <LogotypeStrip logotypes={widget.logotypes} />
            {widget.fileStorageModuleFiles.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {widget.fileStorageModuleFiles.map((file) => (
                  <FileView key={file.id} file={file} />
                ))}
              </SimpleGrid>
            )}
            {[...main, ...additional].map((array) => (
              <ButtonsArray key={array.id} buttonsArray={array} />
            ))}
          </>
        )}
      </Stack>
    </WidgetSection>
  );
}
