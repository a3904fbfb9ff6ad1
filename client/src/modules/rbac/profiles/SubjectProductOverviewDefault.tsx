import { useRbacSubjectProductsQuery, useRbacSubjectProductsSuspenseQuery } from './profiles.generated';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { textIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { CurrencyToggle } from '../../ecommerce/prices/CurrencyToggle';
import { ProductGrid } from '../../ecommerce/products/ProductGrid';
import { usePageSegment } from '../../../shared/page/page-context';
import type { RbacWidgetProps } from '../widget-props';
import { SUBJECT_SEGMENT } from './paths';
import { useViewerSeesDetails } from './use-viewer-sees-details';

/**
 * The products linked to the subject the url names (subjects-to-ecommerce-module-products), as
 * cards, each in its own variant. The links are the subject's own business: the server answers
 * a visitor none (nothing shows), the subject itself and admins theirs, read again in the browser
 * as that viewer, as the subject overview reads its details.
 */
export function SubjectProductOverviewDefault({ widget }: RbacWidgetProps) {
  const slug = usePageSegment(SUBJECT_SEGMENT) ?? '';
  const language = useLanguage();
  const variables = { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST };
  const { data } = useRbacSubjectProductsSuspenseQuery({ variables });
  const subject = data.rbacSubjectList[0];
  // The answer replaces the cached one: the grid re-renders with the viewer's own products.
  const detailed = useViewerSeesDetails(subject?.id, slug);
  useRbacSubjectProductsQuery({ variables, fetchPolicy: 'network-only', skip: !detailed });
  const products = subject?.ecommerceModuleProducts ?? [];
  if (products.length === 0) return null;
  return (
    <WidgetSection className={widget.className ?? undefined} data-subject-products={subject?.slug}>
      <SectionHeading
        title={textIn(widget.title, language)}
        subtitle={textIn(widget.subtitle, language)}
        aside={<CurrencyToggle currencies={data.billingCurrencyList} />}
      />
      <ProductGrid products={products} currencies={data.billingCurrencyList} />
    </WidgetSection>
  );
}
