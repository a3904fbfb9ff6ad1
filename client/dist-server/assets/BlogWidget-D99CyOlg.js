import { n as VariantView, t as WidgetSection } from "./WidgetSection-mCoCx6AI.js";
import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { n as titleIn, t as textIn } from "./localized-text-CqhAfjN6.js";
import { n as firstImage, r as SectionHeading } from "./FileView-B-Va5VtV.js";
import { C as usePageSegment, M as BlogCategoryBySlugDocument, N as BlogCategoryListDocument, S as shortDescription, _ as blogCategoryPath, b as articleJsonLd, g as articlePath, i as useUiText, j as BlogArticleBySlugDocument, o as OLDEST_FIRST, r as pluralize, s as whereEquals, v as ContentHead, w as usePageUrls } from "../entry-server.js";
import { r as fileUrl } from "./file-url-BH6vl3Ue.js";
import { n as SiteLink, r as resolveLink, t as RichText } from "./RichText-CE_lFb7-.js";
import { r as BookIcon } from "./icons-DHscqIoA.js";
import { c as EntityNotFound, l as productTone, s as headImage, t as ProductGrid, u as ProductCard_module_default } from "./ProductGrid-Cmi03HLd.js";
import { t as formatDate } from "./format-date-B-is0vLQ.js";
import { t as NotAuthorized } from "./NotAuthorized-B546FNzy.js";
import { t as SignedInOnly } from "./SignedInOnly-CJvZP806.js";
import { useLocation } from "react-router-dom";
import { useSuspenseQuery } from "@apollo/client/react";
import { AspectRatio, Badge, Button, Card, Center, Container, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
// src/modules/blog/articles/ArticleCard.tsx
var _jsxFileName$12 = "/work/main/client/src/modules/blog/articles/ArticleCard.tsx";
/** An article in a list: picture (or a tone), category and date, title, subtitle; links to it. */
function ArticleCard({ article }) {
	const language = useLanguage();
	const title = titleIn(article.title, language);
	const subtitle = textIn(article.subtitle, language);
	const image = firstImage(article.fileStorageModuleFiles);
	const category = article.categories[0];
	const tone = productTone(article.slug);
	return /* @__PURE__ */ jsxDEV(Card, {
		component: SiteLink,
		url: articlePath(article.slug),
		withBorder: true,
		radius: "lg",
		padding: "lg",
		className: ProductCard_module_default.card,
		"data-article-card": article.slug,
		children: [/* @__PURE__ */ jsxDEV(Card.Section, { children: image ? /* @__PURE__ */ jsxDEV(AspectRatio, {
			ratio: 16 / 9,
			children: /* @__PURE__ */ jsxDEV(Image, {
				src: fileUrl(image.file),
				alt: image.alt || title,
				fit: "cover",
				loading: "lazy"
			}, void 0, false, {
				fileName: _jsxFileName$12,
				lineNumber: 27,
				columnNumber: 13
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 26,
			columnNumber: 11
		}, this) : /* @__PURE__ */ jsxDEV(Center, {
			h: {
				base: 96,
				sm: 140
			},
			bg: tone.background,
			c: tone.ink,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsxDEV(BookIcon, {
				size: 36,
				strokeWidth: 1.2
			}, void 0, false, {
				fileName: _jsxFileName$12,
				lineNumber: 32,
				columnNumber: 13
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 31,
			columnNumber: 11
		}, this) }, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 24,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Stack, {
			gap: 6,
			mt: "md",
			children: [
				/* @__PURE__ */ jsxDEV(Text, {
					size: "xs",
					c: "dimmed",
					tt: "uppercase",
					fw: 600,
					style: { letterSpacing: "0.06em" },
					children: [category && titleIn(category.title, language), formatDate(article.createdAt, language)].filter(Boolean).join(" · ")
				}, void 0, false, {
					fileName: _jsxFileName$12,
					lineNumber: 37,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(Text, {
					fw: 700,
					fz: "lg",
					lh: 1.3,
					children: title
				}, void 0, false, {
					fileName: _jsxFileName$12,
					lineNumber: 40,
					columnNumber: 9
				}, this),
				subtitle && /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					c: "dimmed",
					lineClamp: 2,
					children: subtitle
				}, void 0, false, {
					fileName: _jsxFileName$12,
					lineNumber: 44,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$12,
			lineNumber: 36,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$12,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
// src/modules/blog/articles/ArticleGrid.tsx
var _jsxFileName$11 = "/work/main/client/src/modules/blog/articles/ArticleGrid.tsx";
/** Articles in a grid: one column on phones, up to three on wide screens. */
function ArticleGrid({ articles }) {
	const text = useUiText();
	if (articles.length === 0) return /* @__PURE__ */ jsxDEV(Text, {
		c: "dimmed",
		ta: "center",
		py: "xl",
		children: text.noArticles
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 11,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(SimpleGrid, {
		cols: {
			base: 1,
			sm: 2,
			md: 3
		},
		spacing: "lg",
		"data-article-grid": true,
		children: articles.map((article) => /* @__PURE__ */ jsxDEV(ArticleCard, { article }, article.id, false, {
			fileName: _jsxFileName$11,
			lineNumber: 19,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/modules/blog/articles/ArticleListDefault.tsx
var _jsxFileName$10 = "/work/main/client/src/modules/blog/articles/ArticleListDefault.tsx";
/** The articles linked to the widget, newest choices first as staff ordered them. */
function ArticleListDefault({ widget }) {
	const language = useLanguage();
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		"data-article-list": true,
		children: [/* @__PURE__ */ jsxDEV(SectionHeading, {
			title: textIn(widget.title, language),
			subtitle: textIn(widget.subtitle, language)
		}, void 0, false, {
			fileName: _jsxFileName$10,
			lineNumber: 13,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(ArticleGrid, { articles: widget.articles }, void 0, false, {
			fileName: _jsxFileName$10,
			lineNumber: 14,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/modules/blog/articles/ArticleHead.tsx
var _jsxFileName$9 = "/work/main/client/src/modules/blog/articles/ArticleHead.tsx";
/** The article page's head: the article's own title, subtitle as description, image, and a schema.org Article. */
function ArticleHead({ article }) {
	const language = useLanguage();
	const { publicUrl, canonicalUrl } = usePageUrls();
	const title = titleIn(article.title, language);
	const description = shortDescription(textIn(article.subtitle, language));
	const image = headImage(article.fileStorageModuleFiles, publicUrl, title);
	return /* @__PURE__ */ jsxDEV(ContentHead, { content: {
		title,
		description,
		type: "article",
		image,
		jsonLd: articleJsonLd({
			headline: title,
			description,
			url: canonicalUrl,
			image: image?.url,
			datePublished: String(article.createdAt),
			dateModified: String(article.updatedAt),
			language
		})
	} }, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/modules/blog/articles/ArticleHeader.tsx
var _jsxFileName$8 = "/work/main/client/src/modules/blog/articles/ArticleHeader.tsx";
/** An article's categories, title, subtitle and date. */
function ArticleHeader({ article }) {
	const language = useLanguage();
	const subtitle = textIn(article.subtitle, language);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "md",
		mb: "xl",
		children: [
			/* @__PURE__ */ jsxDEV(Group, {
				gap: "xs",
				children: [article.categories.map((category) => /* @__PURE__ */ jsxDEV(Badge, {
					component: SiteLink,
					url: blogCategoryPath(category.slug),
					variant: "light",
					radius: "sm",
					style: { cursor: "pointer" },
					children: titleIn(category.title, language)
				}, category.id, false, {
					fileName: _jsxFileName$8,
					lineNumber: 17,
					columnNumber: 11
				}, this)), /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					c: "dimmed",
					children: formatDate(article.createdAt, language)
				}, void 0, false, {
					fileName: _jsxFileName$8,
					lineNumber: 21,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$8,
				lineNumber: 15,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Title, {
				order: 1,
				fz: {
					base: 34,
					md: 48
				},
				lh: 1.1,
				style: { letterSpacing: "-0.025em" },
				children: titleIn(article.title, language)
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 25,
				columnNumber: 7
			}, this),
			subtitle && /* @__PURE__ */ jsxDEV(Text, {
				fz: {
					base: "lg",
					md: 22
				},
				c: "dimmed",
				children: subtitle
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 29,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$8,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
// src/modules/blog/articles/use-article.ts
/** The article the url names (segment blog.articles.slug), and the currencies its products are priced in. */
function useArticle() {
	const slug = usePageSegment("blog.articles.slug") ?? "";
	const { data } = useSuspenseQuery(BlogArticleBySlugDocument, { variables: {
		filters: whereEquals("slug", slug),
		orderBy: OLDEST_FIRST
	} });
	return {
		article: data.blogArticleList[0],
		currencies: data.billingCurrencyList
	};
}
// src/modules/blog/articles/ArticleOverview.tsx
var _jsxFileName$7 = "/work/main/client/src/modules/blog/articles/ArticleOverview.tsx";
/** The article the url names, to read: header and body at a comfortable width. */
function ArticleOverview({ body = (content) => content, after }) {
	const language = useLanguage();
	const text = useUiText();
	const { article, currencies } = useArticle();
	if (!article) return /* @__PURE__ */ jsxDEV(EntityNotFound, { title: text.articleNotFound }, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 24,
		columnNumber: 24
	}, this);
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [
		/* @__PURE__ */ jsxDEV(ArticleHead, { article }, void 0, false, {
			fileName: _jsxFileName$7,
			lineNumber: 27,
			columnNumber: 7
		}, this),
		/* @__PURE__ */ jsxDEV(Container, {
			component: "article",
			size: "md",
			py: {
				base: "xl",
				md: 64
			},
			"data-article-overview": article.slug,
			children: [/* @__PURE__ */ jsxDEV(ArticleHeader, { article }, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 29,
				columnNumber: 9
			}, this), body(/* @__PURE__ */ jsxDEV(RichText, {
				value: textIn(article.description, language),
				fz: "lg"
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 30,
				columnNumber: 15
			}, this))]
		}, void 0, true, {
			fileName: _jsxFileName$7,
			lineNumber: 28,
			columnNumber: 7
		}, this),
		after?.(article, currencies)
	] }, void 0, true, {
		fileName: _jsxFileName$7,
		lineNumber: 26,
		columnNumber: 5
	}, this);
}
// src/modules/blog/articles/ArticleOverviewDefault.tsx
var _jsxFileName$6 = "/work/main/client/src/modules/blog/articles/ArticleOverviewDefault.tsx";
/** The article the url names, to read: header and body at a comfortable width. */
function ArticleOverviewDefault() {
	return /* @__PURE__ */ jsxDEV(ArticleOverview, {}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 5,
		columnNumber: 10
	}, this);
}
// src/modules/blog/articles/ArticleOverviewWithPrivateContent.tsx
var _jsxFileName$5 = "/work/main/client/src/modules/blog/articles/ArticleOverviewWithPrivateContent.tsx";
/** An article whose body only signed-in subjects read; others see its header and 'Not authorized'. */
function ArticleOverviewWithPrivateContent() {
	const text = useUiText();
	return /* @__PURE__ */ jsxDEV(ArticleOverview, { body: (body) => /* @__PURE__ */ jsxDEV(SignedInOnly, {
		fallback: /* @__PURE__ */ jsxDEV(NotAuthorized, { reason: text.signInToRead }, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 9,
			columnNumber: 67
		}, this),
		children: body
	}, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 9,
		columnNumber: 43
	}, this) }, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 9,
		columnNumber: 10
	}, this);
}
// src/modules/blog/articles/ArticleOverviewWithProducts.tsx
var _jsxFileName$4 = "/work/main/client/src/modules/blog/articles/ArticleOverviewWithProducts.tsx";
/** An article followed by the products it is about, as product cards with prices. */
function ArticleOverviewWithProducts() {
	const text = useUiText();
	return /* @__PURE__ */ jsxDEV(ArticleOverview, { after: (article, currencies) => article.ecommerceModuleProducts.length > 0 && /* @__PURE__ */ jsxDEV(Container, {
		size: "lg",
		pb: {
			base: "xl",
			md: 64
		},
		children: [/* @__PURE__ */ jsxDEV(Title, {
			order: 2,
			mb: "lg",
			children: text.productsInArticle
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 15,
			columnNumber: 13
		}, this), /* @__PURE__ */ jsxDEV(ProductGrid, {
			products: article.ecommerceModuleProducts,
			currencies
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 18,
			columnNumber: 13
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 14,
		columnNumber: 11
	}, this) }, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 11,
		columnNumber: 5
	}, this);
}
// src/modules/blog/categories/use-blog-categories.ts
/** Every blog category, in the order staff created them. */
function useBlogCategories() {
	return useSuspenseQuery(BlogCategoryListDocument, { variables: { orderBy: OLDEST_FIRST } }).data.blogCategoryList;
}
// src/modules/blog/categories/BlogCategoryListButtonDefault.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/blog/categories/BlogCategoryListButtonDefault.tsx";
/** The blog's categories as a row of buttons; the one being read is highlighted. */
function BlogCategoryListButtonDefault({ widget }) {
	const language = useLanguage();
	const { pathname } = useLocation();
	const categories = useBlogCategories();
	if (categories.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		py: "md",
		children: /* @__PURE__ */ jsxDEV(Group, {
			gap: "xs",
			component: "nav",
			"aria-label": titleIn(widget.title, language),
			children: categories.map((category) => {
				const url = blogCategoryPath(category.slug);
				const current = resolveLink(url, language).href === pathname;
				return /* @__PURE__ */ jsxDEV(Button, {
					component: SiteLink,
					url,
					radius: "xl",
					size: "sm",
					variant: current ? "filled" : "default",
					"aria-current": current ? "page" : void 0,
					children: titleIn(category.title, language)
				}, category.id, false, {
					fileName: _jsxFileName$3,
					lineNumber: 25,
					columnNumber: 13
				}, this);
			})
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 20,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 19,
		columnNumber: 5
	}, this);
}
// src/modules/blog/categories/BlogCategoryListDefault.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/blog/categories/BlogCategoryListDefault.tsx";
/** The blog's categories as cards with their number of articles. */
function BlogCategoryListDefault({ widget }) {
	const language = useLanguage();
	const text = useUiText();
	const categories = useBlogCategories();
	if (categories.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		children: [/* @__PURE__ */ jsxDEV(SectionHeading, {
			title: textIn(widget.title, language),
			subtitle: textIn(widget.subtitle, language)
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 21,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SimpleGrid, {
			cols: {
				base: 1,
				sm: 2,
				md: 3
			},
			spacing: "lg",
			children: categories.map((category) => /* @__PURE__ */ jsxDEV(Card, {
				component: SiteLink,
				url: blogCategoryPath(category.slug),
				withBorder: true,
				radius: "lg",
				padding: "lg",
				className: ProductCard_module_default.card,
				children: /* @__PURE__ */ jsxDEV(Stack, {
					gap: 4,
					children: [/* @__PURE__ */ jsxDEV(Text, {
						fw: 700,
						fz: "lg",
						children: titleIn(category.title, language)
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 26,
						columnNumber: 15
					}, this), /* @__PURE__ */ jsxDEV(Text, {
						size: "sm",
						c: "dimmed",
						children: textIn(category.subtitle, language) ?? pluralize(category.categoriesToArticles.length, text.articles, language)
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 29,
						columnNumber: 15
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 25,
					columnNumber: 13
				}, this)
			}, category.id, false, {
				fileName: _jsxFileName$2,
				lineNumber: 24,
				columnNumber: 11
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 22,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 20,
		columnNumber: 5
	}, this);
}
// src/modules/blog/categories/BlogCategoryOverviewDefault.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/blog/categories/BlogCategoryOverviewDefault.tsx";
/** The blog category the url names (segment blog.categories.slug) with its articles. */
function BlogCategoryOverviewDefault() {
	const slug = usePageSegment("blog.categories.slug") ?? "";
	const language = useLanguage();
	const text = useUiText();
	const { data } = useSuspenseQuery(BlogCategoryBySlugDocument, { variables: { filters: whereEquals("slug", slug) } });
	const category = data.blogCategoryList[0];
	if (!category) return /* @__PURE__ */ jsxDEV(EntityNotFound, { title: text.categoryNotFound }, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 22,
		columnNumber: 25
	}, this);
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		"data-blog-category-overview": category.slug,
		children: [
			/* @__PURE__ */ jsxDEV(SectionHeading, {
				order: 1,
				title: titleIn(category.title, language),
				subtitle: textIn(category.subtitle, language)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 25,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(RichText, {
				value: textIn(category.description, language),
				mb: "xl",
				maw: 720,
				c: "dark.6"
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 26,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ArticleGrid, { articles: category.articles }, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 27,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 24,
		columnNumber: 5
	}, this);
}
// src/modules/blog/widget-variants.ts
/** The blog widget variants the site renders. */
var blogWidgetVariants = {
	"article-list-default": ArticleListDefault,
	"article-overview-default": ArticleOverviewDefault,
	"article-overview-with-private-content-default": ArticleOverviewWithPrivateContent,
	"article-overview-ecommerce-module-product-list-card-default": ArticleOverviewWithProducts,
	"category-overview-default": BlogCategoryOverviewDefault,
	"category-list-button-default": BlogCategoryListButtonDefault,
	"category-list-default": BlogCategoryListDefault
};
// src/modules/blog/BlogWidget.tsx
var _jsxFileName = "/work/main/client/src/modules/blog/BlogWidget.tsx";
/** A blog widget in its variant (the module's chunk entry, loaded lazily). */
function BlogWidget({ widget }) {
	return /* @__PURE__ */ jsxDEV(VariantView, {
		registry: blogWidgetVariants,
		variant: widget.variant,
		props: { widget }
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 10
	}, this);
}
export { BlogWidget as default };
