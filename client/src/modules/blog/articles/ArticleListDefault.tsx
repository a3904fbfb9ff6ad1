import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn } from '../../../shared/i18n/localized-text';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import type { BlogWidgetProps } from '../widget-props';
import { ArticleGrid } from './ArticleGrid';

/** The articles linked to the widget, newest choices first as staff ordered them. */
export function ArticleListDefault({ widget }: BlogWidgetProps) {
  const language = useLanguage();
  return (
    <WidgetSection className={widget.className ?? undefined} data-article-list>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      <ArticleGrid articles={widget.articles} />
    </WidgetSection>
  );
}
