import { useApolloClient } from '@apollo/client/react';
import { Accordion, Alert, Anchor, Grid, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormikErrors, setIn, useFormik } from 'formik';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useLanguage } from '../../shared/i18n/use-language';
import { AdminLink } from '../AdminLink';
import { isNotFoundError } from '../../shared/errors/graphql-errors';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../shared/forms/use-submit-status';
import { refetchListsLater } from '../../shared/graphql/refetch-lists';
import { productPath } from '../../modules/ecommerce/paths';
import { useAdminModelsQuery } from '../admin-models.generated';
import { modelPath } from '../admin-paths';
import { useAdminText } from '../admin-text';
import { LocalizedInput } from '../inputs/LocalizedInput';
import { PublishedSwitch } from '../inputs/PublishedSwitch';
import { indexModels } from '../model-metadata';
import { localizedText } from '../row-text';
import { LinkedRowsSelect } from './LinkedRowsSelect';
import { PriceInputs } from './PriceInputs';
import { useAdminProductCurrenciesQuery, useAdminProductEditorQuery } from './product-editor.generated';
import { useProductEditorText, useProductTypeLabels } from './product-editor-text';
import { productPaths } from './product-paths';
import { productSchema, productValues, type ProductValues } from './product-form-values';
import { ProductImages } from './ProductImages';
import { ProductSaveError, saveProduct } from './save-product';
import { StoreSkuInputs } from './StoreSkuInputs';

/** What a product's save may have made stale elsewhere: the lists of the generic admin and the shop. */
const WRITTEN_LISTS = ['ecommerceProductList', 'ecommerceProductCount', 'ecommerceCategoriesToProductsList', 'ecommerceStoresToProductsList', 'fileStorageFileList'];

/** Room the sticky save bar (and the admin's header) take at the screen's edges. */
const SAVE_BAR_CLEARANCE = 88;

function Section({ title, children, ...data }: { title: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} {...data}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The product editor (`/admin/products/new`, `/admin/products/:id`): on one screen its texts
 * in both languages, its prices per currency, categories, stores with SKUs and images, the
 * rest under 'Advanced'. One Save writes it all (see save-product.ts).
 */
export function ProductEditor({ productId }: { productId: string | null }) {
  const text = useProductEditorText();
  const adminText = useAdminText();
  const typeLabels = useProductTypeLabels();
  const client = useApolloClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const language = useLanguage();
  const { status, run } = useSubmitStatus();

  const models = useAdminModelsQuery();
  const index = useMemo(() => indexModels(models.data?.adminModels ?? []), [models.data]);
  const productModel = index.get('EcommerceProduct');
  const categoryModel = index.get('EcommerceCategory');
  const storeModel = index.get('EcommerceStore');
  const currenciesQuery = useAdminProductCurrenciesQuery();
  const currencies = useMemo(() => currenciesQuery.data?.billingCurrencyList ?? [], [currenciesQuery.data]);
  const productQuery = useAdminProductEditorQuery({ variables: { id: productId ?? '' }, skip: !productId, fetchPolicy: 'network-only' });
  const product = productQuery.data?.ecommerceProduct;

  const currencyIds = useMemo(() => currencies.map((currency) => currency.id), [currencies]);
  const initial = useMemo(() => productValues(product, currencyIds), [product, currencyIds]);
  const schema = useMemo(() => productSchema(text), [text]);

  const form = useFormik<ProductValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: schema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: (values) =>
      run(async () => {
        try {
          // The form shows once the models are read (see `loading`): the product's among them.
          const id = await saveProduct(client, productModel!, productId, values, initial, currencyIds);
          refetchListsLater(client.cache, WRITTEN_LISTS);
          if (productId) await productQuery.refetch();
          else await navigate(localize(productPaths.edit(id)), { replace: true });
        } catch (error) {
          if (error instanceof ProductSaveError) {
            form.setErrors(Object.entries(error.fields).reduce<FormikErrors<ProductValues>>((errors, [path, message]) => setIn(errors, path, message), {}));
          }
          // What was saved before the refusal shows as saved.
          if (productId) void productQuery.refetch();
          throw error;
        }
      }),
  });

  // Whatever gets focus or is scrolled to stays clear of the sticky save bar (and of the admin's header).
  useEffect(() => {
    const root = document.documentElement.style;
    root.scrollPaddingBottom = `${SAVE_BAR_CLEARANCE}px`;
    root.scrollPaddingTop = `${SAVE_BAR_CLEARANCE}px`;
    return () => {
      root.scrollPaddingBottom = '';
      root.scrollPaddingTop = '';
    };
  }, []);

  // A refused save brings its first wrong field into view: in a long form it may be far from the button.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status === 'error' || (form.submitCount > 0 && !form.isValid)) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [status, form.submitCount, form.isValid]);

  if (productQuery.error) {
    return (
      <Alert color="red" variant="light" title={isNotFoundError(productQuery.error) ? text.notFound : text.loadFailed}>
        <Anchor component={AdminLink} to={modelPath('EcommerceProduct')}>
          {text.allProducts}
        </Anchor>
      </Alert>
    );
  }
  const loading = (productId && !product) || !models.data || !currenciesQuery.data;
  if (productId && productQuery.data && !product) {
    return (
      <Alert color="red" variant="light" title={text.notFound}>
        <Anchor component={AdminLink} to={modelPath('EcommerceProduct')}>
          {text.allProducts}
        </Anchor>
      </Alert>
    );
  }

  const values = form.values;
  const errors = form.errors;
  const set = <K extends keyof ProductValues>(field: K, value: ProductValues[K]) => void form.setFieldValue(field, value, false);
  const shownTitle = localizedText(product?.title, language) ?? product?.adminTitle;
  const priceErrors = errors.prices as Record<string, string> | undefined;
  const storeErrors = (errors.stores as FormikErrors<{ sku: string }>[] | string | undefined) ?? undefined;
  const imageErrors = errors.images as FormikErrors<{ alt: string }>[] | undefined;

  return (
    <form ref={formElement} onSubmit={form.handleSubmit} noValidate data-product-editor={productId ?? 'new'}>
      <Stack gap="lg" maw={1200} mx="auto">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Anchor component={AdminLink} to={modelPath('EcommerceProduct')} size="sm">
              ← {text.allProducts}
            </Anchor>
            <Title order={1} fz="xl">
              {productId ? `${text.editProduct}${shownTitle ? `: ${shownTitle}` : ''}` : text.newProduct}
            </Title>
          </Stack>
          {/* A draft's page answers visitors 404: the link shows once the saved product is published. */}
          {product?.slug && product.publishedAt != null && (
            <Anchor href={localize(productPath(product.slug))} target="_blank" rel="noopener" size="sm">
              {text.viewInShop}
            </Anchor>
          )}
        </Group>

        {loading ? (
          <Stack gap="md">
            <Skeleton h={220} radius="md" />
            <Skeleton h={160} radius="md" />
          </Stack>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
              <Stack gap="lg">
                <Section title={text.texts} data-section="texts">
                  <LocalizedInput name="title" label={text.title} value={values.title} onChange={(value) => set('title', value)} error={errors.title as string | undefined} required />
                  <LocalizedInput name="shortDescription" label={text.shortDescription} value={values.shortDescription} onChange={(value) => set('shortDescription', value)} multiline />
                  <LocalizedInput name="description" label={text.description} value={values.description} onChange={(value) => set('description', value)} richText />
                </Section>
                <Section title={text.images} data-section="images">
                  <ProductImages value={values.images} onChange={(images) => set('images', images)} errors={imageErrors?.map((error) => error?.alt)} />
                </Section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <Stack gap="lg">
                <Section title={text.sale} data-section="sale">
                  <PublishedSwitch
                    name="publishedAt"
                    label={adminText.published}
                    value={values.publishedAt}
                    onChange={(value) => set('publishedAt', value)}
                    error={errors.publishedAt}
                  />
                  <Select
                    label={text.type}
                    name="type"
                    data={(productModel?.fields.find((field) => field.name === 'type')?.enumValues ?? ['one_off', 'subscription']).map((value) => ({ value, label: typeLabels[value] ?? value }))}
                    value={values.type}
                    onChange={(value) => value && set('type', value)}
                    allowDeselect={false}
                  />
                </Section>
                <Section title={text.prices} data-section="prices">
                  <Text size="xs" c="dimmed" mt={-8}>
                    {text.pricesHint}
                  </Text>
                  <PriceInputs currencies={currencies} value={values.prices} onChange={(currencyId, amount) => set('prices', { ...values.prices, [currencyId]: amount })} errors={priceErrors} />
                </Section>
                <Section title={text.catalogue} data-section="catalogue">
                  {categoryModel && (
                    <LinkedRowsSelect
                      target={categoryModel}
                      label={text.categories}
                      placeholder={text.categoriesPlaceholder}
                      value={values.categories.map((category) => ({ id: category.categoryId, label: category.label }))}
                      onChange={(rows) =>
                        set(
                          'categories',
                          rows.map((row) => values.categories.find((category) => category.categoryId === row.id) ?? { categoryId: row.id, label: row.label }),
                        )
                      }
                    />
                  )}
                  {storeModel && (
                    <StoreSkuInputs target={storeModel} value={values.stores} onChange={(stores) => set('stores', stores)} errors={Array.isArray(storeErrors) ? storeErrors.map((error) => error?.sku) : undefined} />
                  )}
                </Section>
                <Accordion variant="contained" radius="md" data-section="advanced">
                  <Accordion.Item value="advanced">
                    <Accordion.Control>{text.advanced}</Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="sm">
                        <TextInput label={text.adminTitle} name="adminTitle" value={values.adminTitle} onChange={(event) => set('adminTitle', event.currentTarget.value)} error={errors.adminTitle} />
                        <TextInput label={text.slug} name="slug" description={text.slugHint} value={values.slug} onChange={(event) => set('slug', event.currentTarget.value)} error={errors.slug} />
                        <Select label={text.variant} name="variant" data={productModel?.variants ?? [values.variant]} value={values.variant} onChange={(value) => value && set('variant', value)} allowDeselect={false} />
                        <TextInput label={text.className} name="className" value={values.className} onChange={(event) => set('className', event.currentTarget.value)} error={errors.className} ff="monospace" />
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                </Accordion>
              </Stack>
            </Grid.Col>
          </Grid>
        )}

        {/* The save stays in reach however long the form: at the bottom of the screen. */}
        <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 2 }}>
          <Group justify="flex-end">
            <SubmitButton status={status} disabled={Boolean(loading)}>
              {text.save}
            </SubmitButton>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
