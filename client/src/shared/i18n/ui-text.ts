import { pluralRule } from './formatters';
import type { Language } from './language';
import { defineTexts } from './define-texts';

// The site's own words (navigation aids, empty states), in every language. Content comes
// from the API; the fixed texts of single components ('Not authorized', 'Untitled', ...) are
// kept next to the components that show them.

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const EN = {
  home: 'Home',
  language: 'Language',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  /** A dialog's or a side panel's close button. */
  close: 'Close',
  /** What a spinner says to a screen reader. */
  loading: 'Loading',
  currency: 'Currency',
  availableAt: 'Available at',
  alsoPriced: 'Also',
  noProducts: 'No products here yet.',
  noArticles: 'No articles here yet.',
  readArticle: 'Read the article',
  productsInArticle: 'In this article',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  goHome: 'Go to the home page',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  storeNotFound: 'Store not found',
  articleNotFound: 'Article not found',
  notFoundHint: 'It may have been removed, or the link may be mistyped.',
  signInToRead: 'Sign in to read the whole article.',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  products: { one: '# product', other: '# products' } as Plural,
  articles: { one: '# article', other: '# articles' } as Plural,
};

export type UiText = typeof EN;

const RU: UiText = {
  home: 'Главная',
  language: 'Язык',
  openNavigation: 'Открыть меню',
  closeNavigation: 'Закрыть меню',
  close: 'Закрыть',
  loading: 'Загрузка',
  currency: 'Валюта',
  availableAt: 'Где купить',
  alsoPriced: 'Также',
  noProducts: 'Здесь пока нет товаров.',
  noArticles: 'Здесь пока нет статей.',
  readArticle: 'Читать статью',
  productsInArticle: 'В этой статье',
  pageNotFound: 'Страница не найдена',
  pageNotFoundText: 'По этому адресу ничего нет. Возможно, страница переехала или в ссылке опечатка.',
  goHome: 'На главную',
  productNotFound: 'Товар не найден',
  categoryNotFound: 'Категория не найдена',
  storeNotFound: 'Магазин не найден',
  articleNotFound: 'Статья не найдена',
  notFoundHint: 'Возможно, страницу удалили или в ссылке опечатка.',
  signInToRead: 'Войдите, чтобы прочитать статью целиком.',
  previousSlide: 'Предыдущий слайд',
  nextSlide: 'Следующий слайд',
  products: { one: '# товар', few: '# товара', many: '# товаров', other: '# товара' },
  articles: { one: '# статья', few: '# статьи', many: '# статей', other: '# статьи' },
};

/** The site's own words in the language of the current page. */
export const useUiText = defineTexts(EN, { ru: RU });
export const uiText = useUiText.in;

/** `count` with the plural form its language needs: '1 product', '5 товаров'. */
export function pluralize(count: number, forms: Plural, language: Language): string {
  const rule = pluralRule(language, count);
  return (forms[rule] ?? forms.other).replace('#', String(count));
}
