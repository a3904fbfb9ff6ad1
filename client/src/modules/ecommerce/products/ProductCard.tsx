import { Card, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { productPath } from '../paths';
import { ProductPrice } from '../prices/ProductPrice';
import classes from '../../../shared/ui/lifting-card.module.css';
import { ProductArtwork } from './ProductArtwork';
import type { ProductInListProps } from './product-props';

/** A card's width in the product grid (ProductGrid: 2 columns, 3 from md, within the site's 1140 px). */
const CARD_SIZES = '(min-width: 62em) 360px, 50vw';

/** A product in a grid: picture, category, title, a line about it and its price; links to it. */
export function ProductCard({ product, currencies, priority }: ProductInListProps) {
  const language = useLanguage();
  const title = titleIn(product.title, language);
  const category = product.categories[0];
  const shortDescription = textIn(product.shortDescription, language);
  return (
    <Card component={SiteLink} url={productPath(product.slug)} padding={0} radius="lg" bg="transparent" className={classes.card} data-product-card={product.slug}>
      <ProductArtwork slug={product.slug} title={title} files={product.fileStorageModuleFiles} priority={priority} sizes={CARD_SIZES} />
      <Stack gap={4} pt="sm" px={4} pb={4}>
        {category && (
          <Text size="xs" tt="uppercase" c="dimmed" fw={600} style={{ letterSpacing: '0.06em' }}>
            {titleIn(category.title, language)}
          </Text>
        )}
        <Text fw={600} lh={1.3}>
          {title}
        </Text>
        {shortDescription && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {shortDescription}
          </Text>
        )}
        <ProductPrice priceAttributes={product.attributes} currencies={currencies} mt={4} />
      </Stack>
    </Card>
  );
}
