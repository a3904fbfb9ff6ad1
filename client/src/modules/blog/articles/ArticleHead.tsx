import { ContentHead } from '../../../shared/head/ContentHead';
import { headImage } from '../../../shared/head/head-image';
import { articleJsonLd, shortDescription } from '../../../shared/head/head-tags';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePageUrls } from '../../host/page-context';
import type { Article } from './use-article';

/** The article page's head: the article's own title, subtitle as description, image, and a schema.org Article. */
export function ArticleHead({ article }: { article: Article }) {
  const language = useLanguage();
  const { publicUrl, canonicalUrl } = usePageUrls();
  const title = titleIn(article.title, language);
  const description = shortDescription(textIn(article.subtitle, language));
  const image = headImage(article.fileStorageModuleFiles, publicUrl, title);
  return (
    <ContentHead
      content={{
        title,
        description,
        type: 'article',
        image,
        jsonLd: articleJsonLd({
          headline: title,
          description,
          url: canonicalUrl,
          image: image?.url,
          datePublished: String(article.createdAt),
          dateModified: String(article.updatedAt),
          language,
        }),
      }}
    />
  );
}
