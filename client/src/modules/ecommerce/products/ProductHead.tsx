import type { EcommerceProductBySlugQuery } from '../products.generated';
import { ContentHead } from '../../../shared/head/ContentHead';
import { drawnHeadImage, headImage } from '../../../shared/head/head-image';
import { productJsonLd, shortDescription } from '../../../shared/head/head-tags';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePageUrls } from '../../../shared/page/page-context';
import { pricesOf } from '../prices/prices';

type Product = EcommerceProductBySlugQuery['ecommerceProductList'][number];

/** The product page's head: the product's own title, description, image (else one drawn of its title), and a schema.org Product with its prices. */
export function ProductHead({ product }: { product: Product }) {
  const language = useLanguage();
  const { publicUrl, canonicalUrl } = usePageUrls();
  const title = titleIn(product.title, language);
  const description = shortDescription(textIn(product.shortDescription, language));
  const ownImage = headImage(product.fileStorageModuleFiles, publicUrl, title);
  // Link previews get a picture drawn of the title; schema.org data names real pictures only.
  const image = ownImage ?? drawnHeadImage(publicUrl, 'products', product.slug, language, title);
  const offers = pricesOf(product.attributes).map((price) => ({ price: price.amount, currency: price.currency.slug }));
  return (
    <ContentHead
      content={{
        title,
        description,
        type: 'product',
        image,
        jsonLd: productJsonLd({ name: title, description, url: canonicalUrl, image: ownImage?.url, sku: product.slug, offers }),
      }}
    />
  );
}
