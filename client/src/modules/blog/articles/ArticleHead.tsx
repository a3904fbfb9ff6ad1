import { ContentHead } from '../../../shared/head/ContentHead';
import { drawnHeadImage, headImage } from '../../../shared/head/head-image';
import { articleJsonLd, shortDescription } from '../../../shared/head/head-tags';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePageUrls } from '../../../shared/page/page-context';
import type { Article } from './use-article';

/** The article page's head: the article's own title, subtitle as description, image (else one drawn of its title), and a schema.org Article. */
export function ArticleHead({ article }: { article: Article }) {
  const language = useLanguage();
  const { publicUrl, canonicalUrl } = usePageUrls();
  const title = titleIn(article.title, language);
  const description = shortDescription(textIn(article.subtitle, language));
  const ownImage = headImage(article.fileStorageModuleFiles, publicUrl, title);
  // Link previews get a picture drawn of the title; schema.org data names real pictures only.
  const image = ownImage ?? drawnHeadImage(publicUrl, 'articles', article.slug, language, title);
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
          image: ownImage?.url,
          datePublished: String(article.createdAt),
          dateModified: String(article.updatedAt),
          language,
        }),
      }}
    />
  );
}
