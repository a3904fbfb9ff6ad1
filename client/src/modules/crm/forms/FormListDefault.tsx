import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import type { CrmWidgetProps } from '../widget-props';
import { CrmRequestForm } from './CrmRequestForm';

/**
 * The widget's forms beside its introduction, for every visitor: a guest sending one becomes
 * an anonymous subject (see CrmRequestForm), as a guest adding to the cart does.
 */
export function FormListDefault({ widget }: CrmWidgetProps) {
  const language = useLanguage();
  const subtitle = textIn(widget.subtitle, language);
  return (
    <WidgetSection className={widget.className ?? undefined} data-crm-form-list>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 34, md: 48 }} lh={1.1} style={{ letterSpacing: '-0.025em' }}>
            {titleIn(widget.title, language)}
          </Title>
          {subtitle && (
            <Text fz="lg" c="dimmed">
              {subtitle}
            </Text>
          )}
          <RichText value={textIn(widget.description, language)} />
        </Stack>
        <Stack gap="lg">
          {widget.forms.map((form) => (
            <Paper key={form.id} withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs" data-crm-form={form.id}>
              <Stack gap="md">
                <div>
                  <Title order={2} fz="xl">
                    {titleIn(form.title, language)}
                  </Title>
                  {textIn(form.subtitle, language) && (
                    <Text size="sm" c="dimmed" mt={4}>
                      {textIn(form.subtitle, language)}
                    </Text>
                  )}
                </div>
                <CrmRequestForm form={form} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </SimpleGrid>
    </WidgetSection>
  );
}
