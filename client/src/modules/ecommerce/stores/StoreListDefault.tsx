import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { ArrowRightIcon, StoreIcon } from '../../../shared/ui/icons';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { storePath } from '../paths';
import classes from '../../../shared/ui/lifting-card.module.css';
import type { EcommerceWidgetProps } from '../widget-props';

/** The stores linked to the widget, as cards that lead to each store's page. */
export function StoreListDefault({ widget }: EcommerceWidgetProps) {
  const language = useLanguage();
  if (widget.stores.length === 0) return null;
  return (
    <WidgetSection className={widget.className ?? undefined} data-store-list>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {widget.stores.map((store) => (
          <Card key={store.id} component={SiteLink} url={storePath(store.slug)} withBorder radius="lg" padding="lg" className={classes.card}>
            <Group wrap="nowrap" align="flex-start" justify="space-between">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={44} radius="md">
                  <StoreIcon />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{titleIn(store.title, language)}</Text>
                  {textIn(store.shortDescription, language) && (
                    <Text size="sm" c="dimmed">
                      {textIn(store.shortDescription, language)}
                    </Text>
                  )}
                </Stack>
              </Group>
              <ArrowRightIcon color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </WidgetSection>
  );
}
