import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../core/model/row.js';
import * as billing from '../../modules/billing/entities.js';
import * as blog from '../../modules/blog/entities.js';
import * as crm from '../../modules/crm/entities.js';
import * as ecommerce from '../../modules/ecommerce/entities.js';
import * as host from '../../modules/host/entities.js';
import * as notification from '../../modules/notification/entities.js';
import * as rbac from '../../modules/rbac/entities.js';
import * as social from '../../modules/social/entities.js';
import * as site from '../../modules/website-builder/entities.js';
import { seeder } from './seeder.js';

type Text = { en: string; ru: string };

/** One after the other: the seed writes through one entity manager, and order is content. */
async function series<T, R>(items: T[], make: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await make(item));
  return results;
}
const t = (en: string, ru: string): Text => ({ en, ru });

const PRODUCTS: { title: Text; short: Text; usd: string; rub: string; categories: number[] }[] = [
  { title: t('Linen shirt', 'Льняная рубашка'), short: t('Breathable, relaxed fit.', 'Дышащая, свободный крой.'), usd: '49.00', rub: '4490.00', categories: [0] },
  { title: t('Wool sweater', 'Шерстяной свитер'), short: t('Warm merino knit.', 'Тёплая вязка из мериноса.'), usd: '89.50', rub: '7990.00', categories: [0] },
  { title: t('Canvas tote', 'Холщовая сумка'), short: t('Carries a week of groceries.', 'Вмещает продукты на неделю.'), usd: '24.99', rub: '1990.00', categories: [1] },
  { title: t('Leather wallet', 'Кожаный кошелёк'), short: t('Slim, six cards.', 'Тонкий, на шесть карт.'), usd: '39.00', rub: '3490.00', categories: [1] },
  { title: t('Ceramic mug', 'Керамическая кружка'), short: t('Hand glazed, 350 ml.', 'Ручная глазурь, 350 мл.'), usd: '18.00', rub: '1290.00', categories: [2] },
  { title: t('Scented candle', 'Ароматическая свеча'), short: t('Cedar and amber, 40 hours.', 'Кедр и амбра, 40 часов.'), usd: '22.40', rub: '1790.00', categories: [2] },
];

const ARTICLES: { title: Text; subtitle: Text; category: number }[] = [
  { title: t('How we choose our linen', 'Как мы выбираем лён'), subtitle: t('From field to shirt.', 'От поля до рубашки.'), category: 0 },
  { title: t('Caring for wool', 'Уход за шерстью'), subtitle: t('Five rules that work.', 'Пять работающих правил.'), category: 0 },
  { title: t('Our studio opens in Riga', 'Наша студия открывается в Риге'), subtitle: t('Come and visit.', 'Приходите в гости.'), category: 1 },
];

const MAKERS: { slug: string; identities: Record<string, string>[]; title: Text; subtitle: Text; description: Text; studio: { title: Text; description: Text } }[] = [
  {
    slug: 'ada-ceramics',
    identities: [
      { provider: 'email_and_password', email: 'ada@makers.example' },
      { provider: 'telegram', account: '100000001' },
    ],
    title: t('Ada, ceramics', 'Ада, керамика'),
    subtitle: t('Mugs and bowls, glazed by hand.', 'Кружки и миски ручной глазури.'),
    description: t('I throw every mug of the shop on a wheel in Riga.', 'Я леплю каждую кружку магазина на гончарном круге в Риге.'),
    studio: { title: t('Studio hours', 'Часы студии'), description: t('Visits on Saturdays, 10 to 14.', 'Приходите по субботам, с 10 до 14.') },
  },
  {
    slug: 'grace-weaving',
    identities: [
      { provider: 'EVM', account: '0x9f2c4e8a1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f01' },
      { provider: 'email_and_password', email: 'grace@makers.example' },
    ],
    title: t('Grace, weaving', 'Грейс, ткачество'),
    subtitle: t('Linen from the loom.', 'Лён с ткацкого станка.'),
    description: t('Our shirts start as my linen: woven slowly, washed soft.', 'Наши рубашки начинаются с моего льна: сотканного неспешно, выстиранного до мягкости.'),
    studio: { title: t('On the loom', 'На станке'), description: t('This month: a heavier linen for autumn.', 'В этом месяце: плотный лён для осени.') },
  },
];

/** A small but complete site in English and Russian: pages, navigation, a shop, a blog, a form. */
export async function seedDemo(em: EntityManager) {
  await em.transactional(async (tx) => {
    const { create, link } = seeder(tx);
    const widget = (module: 'website-builder' | 'ecommerce' | 'blog' | 'crm' | 'rbac' | 'social', row: Row) =>
      ({ module, row }) as const;

    // Money
    const usd = await create(billing.BillingCurrency, { slug: 'usd', symbol: '$', title: t('US dollar', 'Доллар США'), isDefault: true });
    const rub = await create(billing.BillingCurrency, { slug: 'rub', symbol: '₽', title: t('Russian ruble', 'Российский рубль') });
    const priceKey = await create(ecommerce.EcommerceAttributeKey, { slug: 'price', kind: 'price', type: 'number', title: t('Price', 'Цена') });

    // Catalogue
    const categories = await series([t('Clothing', 'Одежда'), t('Accessories', 'Аксессуары'), t('Home', 'Дом')], (title) =>
      create(ecommerce.EcommerceCategory, { title }),
    );
    const stores = [
      await create(ecommerce.EcommerceStore, { title: t('Riga studio', 'Студия в Риге'), shortDescription: t('Old town, open daily.', 'Старый город, без выходных.') }),
      await create(ecommerce.EcommerceStore, { title: t('Online store', 'Интернет-магазин'), shortDescription: t('Ships worldwide.', 'Доставка по всему миру.') }),
    ];
    const products: Row[] = [];
    for (const item of PRODUCTS) {
      const product = await create(ecommerce.EcommerceProduct, {
        title: item.title,
        shortDescription: item.short,
        description: item.short,
      });
      products.push(product);
      for (const [amount, currency] of [[item.usd, usd], [item.rub, rub]] as const) {
        const price = await create(ecommerce.EcommerceAttribute, { number: amount });
        await link(ecommerce.EcommerceAttributeKeysToAttributes, priceKey, [price]);
        await link(ecommerce.EcommerceAttributesToBillingModuleCurrencies, price, [currency]);
        await link(ecommerce.EcommerceProductsToAttributes, product, [price], { orderIndex: currency === usd ? 0 : 1 });
      }
      for (const index of item.categories) await link(ecommerce.EcommerceCategoriesToProducts, categories[index], [product]);
    }
    for (const store of stores) await link(ecommerce.EcommerceStoresToProducts, store, products);

    // Blog
    const blogCategories = await series([t('Materials', 'Материалы'), t('News', 'Новости')], (title) => create(blog.BlogCategory, { title }));
    const articles: Row[] = [];
    for (const item of ARTICLES) {
      const article = await create(blog.BlogArticle, { title: item.title, subtitle: item.subtitle, description: item.subtitle });
      articles.push(article);
      await link(blog.BlogCategoriesToArticles, blogCategories[item.category], [article]);
    }

    // Contact form
    const form = await create(crm.CrmForm, { title: t('Contact us', 'Свяжитесь с нами'), subtitle: t('We answer within a day.', 'Отвечаем в течение дня.') });
    const inputs = [
      await create(crm.CrmInput, { type: 'text-default', isRequired: true, label: t('Name', 'Имя'), placeholder: t('Your name', 'Ваше имя') }),
      await create(crm.CrmInput, { type: 'text-default', isRequired: true, label: t('Email', 'Почта'), placeholder: t('you@example.com', 'you@example.com') }),
      await create(crm.CrmInput, { type: 'textarea-default', label: t('Message', 'Сообщение'), placeholder: t('How can we help?', 'Чем помочь?') }),
      await create(crm.CrmInput, { type: 'number-default', label: t('Budget, $', 'Бюджет, $') }),
    ];
    await link(crm.CrmFormsToInputs, form, inputs);

    // Navigation: logotype and buttons in a navbar; a footer
    const logotype = await create(site.WebsiteBuilderLogotype, { title: t('Atelier', 'Ателье'), url: '/' });
    const button = (en: string, ru: string, url: string, variant = 'ghost') => create(site.WebsiteBuilderButton, { title: t(en, ru), url, variant });
    const navButtons = await create(site.WebsiteBuilderButtonsArray, { title: t('Main menu', 'Главное меню') });
    await link(site.WebsiteBuilderButtonsArraysToButtons, navButtons, [
      await button('Shop', 'Магазин', '/shop'),
      await button('Blog', 'Блог', '/blog'),
      await button('About', 'О нас', '/about'),
      await button('Contact', 'Контакты', '/contact'),
    ]);
    const navbar = await create(site.WebsiteBuilderWidget, { variant: 'navbar-default', title: t('Navigation', 'Навигация') });
    await link(site.WebsiteBuilderWidgetsToLogotypes, navbar, [logotype]);
    await link(site.WebsiteBuilderWidgetsToButtonsArrays, navbar, [navButtons]);

    const footerButtons = await create(site.WebsiteBuilderButtonsArray, { title: t('Footer', 'Подвал') });
    await link(site.WebsiteBuilderButtonsArraysToButtons, footerButtons, [
      await button('About', 'О нас', '/about', 'link'),
      await button('Blog', 'Блог', '/blog', 'link'),
      await button('Makers', 'Мастера', '/profiles', 'link'),
      await button('GitHub', 'GitHub', 'https://github.com', 'link'),
    ]);
    const footer = await create(site.WebsiteBuilderWidget, {
      variant: 'footer-default',
      title: t('Atelier', 'Ателье'),
      description: t('Made with care since 2016.', 'Делаем с заботой с 2016 года.'),
    });
    await link(site.WebsiteBuilderWidgetsToButtonsArrays, footer, [footerButtons]);

    // Slider
    const slider = await create(site.WebsiteBuilderSlider, { title: t('Highlights', 'Главное') });
    const slides: Row[] = [];
    for (const [en, ru, subEn, subRu, url] of [
      ['Summer linen', 'Летний лён', 'Light shirts for warm days.', 'Лёгкие рубашки для тёплых дней.', '/shop'],
      ['Gifts under $30', 'Подарки до 2500 ₽', 'Mugs, candles and totes.', 'Кружки, свечи и сумки.', '/shop'],
      ['Visit our studio', 'Приходите в студию', 'Riga, Old town.', 'Рига, Старый город.', '/about'],
    ]) {
      const slide = await create(site.WebsiteBuilderSlide, { title: t(en, ru), subtitle: t(subEn, subRu), url });
      const actions = await create(site.WebsiteBuilderButtonsArray, { title: t(en, ru) });
      await link(site.WebsiteBuilderButtonsArraysToButtons, actions, [await button('Learn more', 'Подробнее', url, 'primary')]);
      await link(site.WebsiteBuilderSlidesToButtonsArrays, slide, [actions]);
      slides.push(slide);
    }
    await link(site.WebsiteBuilderSlidersToSlides, slider, slides);
    const sliderWidget = await create(site.WebsiteBuilderWidget, { title: t('Highlights', 'Главное') });
    await link(site.WebsiteBuilderWidgetsToSliders, sliderWidget, [slider]);

    const aboutContent = await create(site.WebsiteBuilderWidget, {
      variant: 'content-default',
      title: t('About us', 'О нас'),
      subtitle: t('A small studio of everyday things.', 'Небольшая студия повседневных вещей.'),
      description: t(
        'We design and sell clothing and home goods made by small workshops in the Baltics.',
        'Мы придумываем и продаём одежду и вещи для дома, которые делают небольшие мастерские Прибалтики.',
      ),
    });

    // Module widgets the pages embed
    const productList = await create(ecommerce.EcommerceWidget, { variant: 'product-list-default', title: t('New arrivals', 'Новинки') });
    const productOverview = await create(ecommerce.EcommerceWidget, { variant: 'product-overview-default' });
    const categoryList = await create(ecommerce.EcommerceWidget, { variant: 'category-list-default', title: t('Categories', 'Категории') });
    const categoryOverview = await create(ecommerce.EcommerceWidget, { variant: 'category-overview-default' });
    const storeList = await create(ecommerce.EcommerceWidget, { variant: 'store-list-default', title: t('Our stores', 'Наши магазины') });
    await link(ecommerce.EcommerceWidgetsToStores, storeList, stores);
    const storeOverview = await create(ecommerce.EcommerceWidget, { variant: 'store-overview-default' });
    const articleList = await create(blog.BlogWidget, { variant: 'article-list-default', title: t('From the blog', 'Из блога') });
    await link(blog.BlogWidgetsToArticles, articleList, articles);
    const articleOverview = await create(blog.BlogWidget, { variant: 'article-overview-default' });
    const blogCategoryOverview = await create(blog.BlogWidget, { variant: 'category-overview-default' });
    const formWidget = await create(crm.CrmWidget, { variant: 'form-list-default', title: t('Write to us', 'Напишите нам') });
    await link(crm.CrmWidgetsToForms, formWidget, [form]);

    // Public profiles: two makers, each a subject with a social profile (which makes it public),
    // identities of two kinds (their addresses stay private) and a website-builder widget.
    for (const maker of MAKERS) {
      const subject = await create(rbac.RbacSubject, { slug: maker.slug });
      await link(rbac.RbacSubjectsToIdentities, subject, await series(maker.identities, (identity) => create(rbac.RbacIdentity, identity)));
      const profile = await create(social.SocialProfile, { slug: maker.slug, title: maker.title, subtitle: maker.subtitle, description: maker.description });
      await link(rbac.RbacSubjectsToSocialModuleProfiles, subject, [profile]);
      const studio = await create(site.WebsiteBuilderWidget, { variant: 'content-default', title: maker.studio.title, description: maker.studio.description });
      await link(social.SocialProfilesToWebsiteBuilderModuleWidgets, profile, [studio]);
    }
    const subjectList = await create(rbac.RbacWidget, { variant: 'subject-list-default', title: t('Our makers', 'Наши мастера') });
    const subjectOverview = await create(rbac.RbacWidget, { variant: 'subject-overview-default' });
    const socialProfile = await create(social.SocialWidget, { title: t('Social profile', 'Социальный профиль') });

    // Host: layouts of host widgets, each embedding a module widget
    const hostWidget = async (embedded: ReturnType<typeof widget>) => {
      const row = await create(host.HostWidget, { adminTitle: `${embedded.module} ${embedded.row.variant}` });
      await create(host.HostWidgetsToExternalWidgets, { widgetId: row.id, externalModule: embedded.module, externalWidgetId: embedded.row.id });
      return row;
    };
    const layout = async (title: string, embedded: ReturnType<typeof widget>[]) => {
      const row = await create(host.HostLayout, { title, adminTitle: title });
      await link(host.HostLayoutsToWidgets, row, await series(embedded, hostWidget));
      return row;
    };
    const header = await layout('Header', [widget('website-builder', navbar)]);
    const bottom = await layout('Footer', [widget('website-builder', footer)]);
    const page = async (url: string, title: string, description: string, body: ReturnType<typeof widget>[]) => {
      const row = await create(host.HostPage, { url, title, description, adminTitle: title });
      const main = await layout(`${title}: content`, body);
      await link(host.HostPagesToLayouts, row, [header, main, bottom]);
      const metadata = await create(host.HostMetadata, { variant: 'primary', title: `${title} · Atelier`, description, keywords: 'atelier, clothing, home goods' });
      await link(host.HostPagesToMetadata, row, [metadata]);
      return row;
    };
    await page('/', 'Home', 'Clothing and home goods from small workshops.', [
      widget('website-builder', sliderWidget),
      widget('ecommerce', productList),
      widget('blog', articleList),
    ]);
    await page('/shop', 'Shop', 'Everything we make.', [widget('ecommerce', categoryList), widget('ecommerce', productList)]);
    await page('/blog', 'Blog', 'Notes from the studio.', [widget('blog', articleList)]);
    await page('/about', 'About', 'Who we are.', [widget('website-builder', aboutContent), widget('ecommerce', storeList)]);
    await page('/contact', 'Contact', 'Write to us.', [widget('crm', formWidget)]);
    await page('/ecommerce/products/[ecommerce.products.slug]', 'Product', 'A product of the shop.', [widget('ecommerce', productOverview)]);
    await page('/ecommerce/categories/[ecommerce.categories.slug]', 'Category', 'A category of the shop.', [widget('ecommerce', categoryOverview)]);
    await page('/ecommerce/stores/[ecommerce.stores.slug]', 'Store', 'One of our stores.', [widget('ecommerce', storeOverview)]);
    await page('/blog/articles/[blog.articles.slug]', 'Article', 'An article of the blog.', [widget('blog', articleOverview)]);
    await page('/blog/categories/[blog.categories.slug]', 'Blog category', 'Articles on one subject.', [widget('blog', blogCategoryOverview)]);
    await page('/profiles', 'Makers', 'The people behind our goods.', [widget('rbac', subjectList)]);
    await page('/rbac/subjects/[rbac.subjects.slug]', 'Profile', 'A maker of the studio.', [widget('rbac', subjectOverview)]);
    await page('/rbac/subjects/[rbac.subjects.slug]/social/profile', 'Social profile', 'A maker in their own words.', [widget('social', socialProfile)]);
    await page('/500', 'Something went wrong', 'An error page.', [widget('website-builder', aboutContent)]);

    // Messages sent on events
    await create(notification.NotificationTemplate, {
      variant: 'order-status-changed',
      adminTitle: 'Order status changed',
      subject: t('Your order is {{status}}', 'Ваш заказ: {{status}}'),
      body: t('Hello! Your order {{orderId}} is now {{status}}.', 'Здравствуйте! Ваш заказ {{orderId}} теперь в статусе «{{status}}».'),
    });
    await create(notification.NotificationTemplate, {
      variant: 'reset-password',
      adminTitle: 'Reset password',
      subject: t('Reset your password', 'Сброс пароля'),
      body: t('Open {{url}} to choose a new password. The link works for one hour.', 'Откройте {{url}}, чтобы задать новый пароль. Ссылка действует один час.'),
    });
    await create(notification.NotificationTemplate, {
      variant: 'confirm-email',
      adminTitle: 'Confirm email',
      subject: t('Confirm your email', 'Подтвердите почту'),
      body: t(
        'Your code: {{code}}. Enter it in your account settings within one hour to sign in with {{email}}.',
        'Ваш код: {{code}}. Введите его в настройках аккаунта в течение часа, чтобы входить с адресом {{email}}.',
      ),
    });
  });
}
