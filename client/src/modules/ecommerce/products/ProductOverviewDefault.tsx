import { Anchor, Badge, Box, Breadcrumbs, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEcommerceProductBySlugSuspenseQuery } from '../products.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { StoreIcon } from '../../../shared/ui/icons';
import { usePageSegment } from '../../../shared/page/page-context';
import { categoryPath, PRODUCT_SEGMENT, storePath } from '../paths';
import { CurrencyToggle } from '../prices/CurrencyToggle';
import { ProductPrice } from '../prices/ProductPrice';
import { OtherPrices } from '../prices/OtherPrices';
import { ProductArtwork } from './ProductArtwork';
import { ProductCartControls } from './ProductCartControls';
import { ProductHead } from './ProductHead';
import { SITE_WIDTH } from '../../../shared/ui/site-width';

/** The product the url names (segment ecommerce.products.slug): picture, price, description, stores. */
export function ProductOverviewDefault() {
  const slug = usePageSegment(PRODUCT_SEGMENT) ?? '';
  const language = useLanguage();
  const text = useUiText();
  const { data } = useEcommerceProductBySlugSuspenseQuery({
    variables: { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST },
  });
  const product = data.ecommerceProductList[0];
  if (!product) return <EntityNotFound title={text.productNotFound} />;

  const title = titleIn(product.title, language);
  const shortDescription = textIn(product.shortDescription, language);
  const currencies = data.billingCurrencyList;
  // A category named like the root crumb ('Home') would read 'Home / Home / …': the root says it.
  const firstCategory = product.categories[0];
  const category = firstCategory && titleIn(firstCategory.title, language).toLocaleLowerCase() !== text.home.toLocaleLowerCase() ? firstCategory : undefined;

  return (
    <Container size={SITE_WIDTH} pt={{ base: 'lg', md: 48 }} pb={{ base: 48, md: 72 }} data-product-overview={product.slug}>
      <ProductHead product={product} />
      <Breadcrumbs mb={{ base: 'md', md: 'xl' }} fz="sm" data-breadcrumbs>
        <Anchor component={SiteLink} url="/" c="dimmed">
          {text.home}
        </Anchor>
        {category && (
          <Anchor component={SiteLink} url={categoryPath(category.slug)} c="dimmed">
            {titleIn(category.title, language)}
          </Anchor>
        )}
        <Text fz="sm" c="dark.9">
          {title}
        </Text>
      </Breadcrumbs>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
        <ProductArtwork slug={product.slug} title={title} files={product.fileStorageModuleFiles} ratio={1} radius="xl" priority sizes="(min-width: 62em) 540px, 100vw" />
        <Stack gap="lg">
          {product.categories.length > 0 && (
            <Group gap="xs">
              {product.categories.map((entry) => (
                <Badge key={entry.id} component={SiteLink} url={categoryPath(entry.slug)} variant="light" radius="sm" style={{ cursor: 'pointer' }}>
                  {titleIn(entry.title, language)}
                </Badge>
              ))}
            </Group>
          )}
          <Title order={1} fz={{ base: 32, md: 44 }} lh={1.1} style={{ letterSpacing: '-0.025em' }}>
            {title}
          </Title>
          {shortDescription && (
            <Text fz="lg" c="dimmed">
              {shortDescription}
            </Text>
          )}
          <Paper withBorder radius="lg" p="lg">
            <Group justify="space-between" align="center" gap="md">
              <Box>
                <ProductPrice priceAttributes={product.attributes} currencies={currencies} fz={32} lh={1.1} />
                <OtherPrices attributes={product.attributes} currencies={currencies} />
              </Box>
              <CurrencyToggle currencies={currencies} />
            </Group>
            <Box mt="md">
              <ProductCartControls
                productId={product.id}
                title={title}
                priceAttributes={product.attributes}
                stores={product.stores.map((store) => ({ id: store.id, title: titleIn(store.title, language) }))}
              />
            </Box>
          </Paper>
          <RichText value={textIn(product.description, language)} c="dark.6" />
          {product.stores.length > 0 && (
            <>
              <Divider />
              <Stack gap="sm">
                <Text fw={600}>{text.availableAt}</Text>
                {product.stores.map((store) => {
                  const storeLine = textIn(store.shortDescription, language);
                  return (
                    <Anchor key={store.id} component={SiteLink} url={storePath(store.slug)} c="dark.7" underline="never">
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <ThemeIcon variant="light" radius="md" size="lg">
                          <StoreIcon size={18} />
                        </ThemeIcon>
                        <Stack gap={0}>
                          <Text fw={500}>{titleIn(store.title, language)}</Text>
                          {storeLine && (
                            <Text c="dimmed" size="sm">
                              {storeLine}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                    </Anchor>
                  );
                })}
              </Stack>
            </>
          )}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
