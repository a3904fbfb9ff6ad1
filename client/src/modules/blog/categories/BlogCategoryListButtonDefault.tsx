import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../../shared/i18n/use-language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { resolveLink } from '../../../shared/links/resolve-link';
import { SiteLink } from '../../../shared/links/SiteLink';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { blogCategoryPath } from '../paths';
import type { BlogWidgetProps } from '../widget-props';
import { useBlogCategories } from './use-blog-categories';

/** The blog's categories as a row of buttons; the one being read is highlighted. */
export function BlogCategoryListButtonDefault({ widget }: BlogWidgetProps) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const categories = useBlogCategories();
  if (categories.length === 0) return null;
  return (
    <WidgetSection className={widget.className ?? undefined} py="md">
      <Group gap="xs" component="nav" aria-label={titleIn(widget.title, language)}>
        {categories.map((category) => {
          const url = blogCategoryPath(category.slug);
          const current = resolveLink(url, language).href === pathname;
          return (
            <Button
              key={category.id}
              component={SiteLink}
              url={url}
              radius="xl"
              size="sm"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
            >
              {titleIn(category.title, language)}
            </Button>
          );
        })}
      </Group>
    </WidgetSection>
  );
}
