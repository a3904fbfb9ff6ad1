import { Box, Card, Flex, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { productPath } from '../paths';
import { ProductPrice } from '../prices/ProductPrice';
import { ProductArtwork } from './ProductArtwork';
import { ProductCartControls } from './ProductCartControls';
import type { ProductInListProps } from './product-props';

/** The picture's width beside the text from sm up; above it on a phone. */
const PICTURE_SIZES = '(min-width: 48em) 360px, 100vw';

/**
 * The product's overview-default variant where a list shows it: its overview across the list's
 * whole row (picture, category, title, its whole short description, price and cart controls),
 * where the find and default variants show a card that only leads to it.
 */
export function ProductOverviewCard({ product, currencies, priority }: ProductInListProps) {
  const language = useLanguage();
  const title = titleIn(product.title, language);
  const category = product.categories[0];
  const shortDescription = textIn(product.shortDescription, language);
  return (
    <Card padding="md" radius="lg" withBorder style={{ gridColumn: '1 / -1' }} data-product-variant="overview-default" data-product-card={product.slug}>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align={{ base: 'stretch', sm: 'center' }}>
        <Box w={{ base: '100%', sm: 360 }} style={{ flexShrink: 0 }}>
          <ProductArtwork slug={product.slug} title={title} files={product.fileStorageModuleFiles} priority={priority} sizes={PICTURE_SIZES} ratio={4 / 3} />
        </Box>
        <Stack gap="xs" miw={0}>
          {category && (
            <Text size="xs" tt="uppercase" c="dimmed" fw={600} style={{ letterSpacing: '0.06em' }}>
              {titleIn(category.title, language)}
            </Text>
          )}
          <Title order={3} size="h3">
            <SiteLink url={productPath(product.slug)} style={{ color: 'inherit' }}>
              {title}
            </SiteLink>
          </Title>
          {shortDescription && <Text c="dimmed">{shortDescription}</Text>}
          <ProductPrice priceAttributes={product.attributes} currencies={currencies} />
          <ProductCartControls productId={product.id} title={title} priceAttributes={product.attributes} />
        </Stack>
      </Flex>
    </Card>
  );
}
