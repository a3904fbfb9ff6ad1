import { Stack } from '@mantine/core';
import { useLanguage } from '../i18n/use-language';
import { textIn } from '../i18n/localized-text';
import { RichText } from '../rich-text/RichText';
import { SectionHeading } from '../ui/SectionHeading';
import { WidgetSection } from '../ui/WidgetSection';
import type { WidgetFieldsFragment } from './widget.generated';

/**
 * A module widget's `default` variant where the module has nothing of its own to show there:
 * the widget's own title, subtitle and description (what the admin wrote into it).
 */
export function WidgetTextDefault({ widget }: { widget: WidgetFieldsFragment }) {
  const language = useLanguage();
  const description = textIn(widget.description, language);
  return (
    <WidgetSection className={widget.className ?? undefined} data-widget-text-default>
      <Stack gap={0}>
        <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
        {description && <RichText value={description} />}
      </Stack>
    </WidgetSection>
  );
}
