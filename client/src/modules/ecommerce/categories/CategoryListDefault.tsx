import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEcommerceCategoryListSuspenseQuery } from '../categories.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { OLDEST_FIRST } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { pluralize, useUiText } from '../../../shared/i18n/ui-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { categoryPath } from '../paths';
import classes from '../../../shared/ui/lifting-card.module.css';
import { toneOf } from '../../../shared/ui/tones';
import type { EcommerceWidgetProps } from '../widget-props';

/** The shop's categories as tiles, each with its number of products; each links to its page. */
export function CategoryListDefault({ widget }: EcommerceWidgetProps) {
  const language = useLanguage();
  const text = useUiText();
  const { data } = useEcommerceCategoryListSuspenseQuery({ variables: { orderBy: OLDEST_FIRST } });
  if (data.ecommerceCategoryList.length === 0) return null;

  return (
    <WidgetSection className={widget.className ?? undefined} pb={0} data-category-list>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(data.ecommerceCategoryList.length, 4) }} spacing="md">
        {data.ecommerceCategoryList.map((category, index) => {
          // By position: neighbouring tiles always differ.
          const tone = toneOf(index);
          return (
            <Card
              key={category.id}
              component={SiteLink}
              url={categoryPath(category.slug)}
              radius="lg"
              padding="lg"
              bg={tone.background}
              className={classes.card}
            >
              <Group justify="space-between" wrap="nowrap" align="center">
                <Stack gap={2}>
                  <Text fw={700} fz="lg" c={tone.ink}>
                    {titleIn(category.title, language)}
                  </Text>
                  {/* Full ink: dimmed, small text on the tile's tint falls below 4.5:1 contrast. */}
                  <Text size="sm" c={tone.ink}>
                    {textIn(category.subtitle, language) ?? pluralize(category.categoriesToProducts.length, text.products, language)}
                  </Text>
                </Stack>
                <ArrowRightIcon color={tone.ink} />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </WidgetSection>
  );
}
