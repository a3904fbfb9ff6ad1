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
import { drawPictures, PICTURE_SIZE, PRODUCT_PICTURES } from './demo-pictures.js';
import type { FileStorage } from '../../core/files/storage.js';
import { LANGUAGES, type Language } from '../../core/languages.js';
import type { Logger } from '../../core/logger.js';
import type { ModelDefinition } from '../../core/model/define-model.js';
import { saveGeneratedFile, type FileWriter } from '../../modules/file-storage/file-creation.js';
import { ORDER_BODY, ORDER_TITLE } from '../../modules/notification/dispatcher.js';

type Text = Record<Language, string>;

/** What the demo seed needs besides the database: the site's name, and where its pictures go. */
export interface DemoSettings {
  siteName: string;
  files: FileStorage;
  log: Logger;
}

/** The OpenGraph locale of each language's metadata (og:locale). */
const OPENGRAPH_LOCALES: Record<Language, string> = { en: 'en_US', ru: 'ru_RU' };

/** One after the other: the seed writes through one entity manager, and order is content. */
async function series<T, R>(items: readonly T[], make: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await make(item));
  return results;
}
const t = (en: string, ru: string): Text => ({ en, ru });

const PRODUCTS: { title: Text; short: Text; description: Text; usd: string; rub: string; categories: number[] }[] = [
  {
    title: t('Linen shirt', 'Льняная рубашка'),
    short: t('Breathable, relaxed fit.', 'Дышащая, свободный крой.'),
    description: t(
      'Cut from heavy Baltic linen that softens with every wash. A relaxed collar, mother-of-pearl buttons and a single chest pocket.\n\nWoven and sewn in Latvia. Machine wash at 40 °C, dry on a hanger.',
      'Сшита из плотного балтийского льна, который становится мягче с каждой стиркой. Свободный воротник, перламутровые пуговицы и один нагрудный карман.\n\nСоткана и сшита в Латвии. Машинная стирка при 40 °C, сушить на плечиках.',
    ),
    usd: '49.00',
    rub: '4490.00',
    categories: [0],
  },
  {
    title: t('Wool sweater', 'Шерстяной свитер'),
    short: t('Warm merino knit.', 'Тёплая вязка из мериноса.'),
    description: t(
      'A crew neck in fine merino, knitted with a small diamond pattern across the chest. Warm without weight, soft enough to wear on the skin.\n\nHand wash cold and dry flat.',
      'Свитер с круглым вырезом из тонкого мериноса, с узором из ромбов на груди. Тёплый, но лёгкий, и достаточно мягкий, чтобы носить на голое тело.\n\nРучная стирка в холодной воде, сушить в расправленном виде.',
    ),
    usd: '89.50',
    rub: '7990.00',
    categories: [0],
  },
  {
    title: t('Canvas tote', 'Холщовая сумка'),
    short: t('Carries a week of groceries.', 'Вмещает продукты на неделю.'),
    description: t(
      'Heavy cotton canvas with leather-reinforced handles long enough for the shoulder. An inside pocket keeps keys and a phone apart.\n\n40 × 38 cm, folds flat into a coat pocket.',
      'Плотный хлопковый холст и ручки, усиленные кожей, достаточно длинные, чтобы носить на плече. Внутренний карман для ключей и телефона.\n\n40 × 38 см, складывается и помещается в карман пальто.',
    ),
    usd: '24.99',
    rub: '1990.00',
    categories: [1],
  },
  {
    title: t('Leather wallet', 'Кожаный кошелёк'),
    short: t('Slim, six cards.', 'Тонкий, на шесть карт.'),
    description: t(
      'Vegetable-tanned leather, stitched by hand with waxed thread. Six card slots and a note pocket, thin enough for a front pocket.\n\nThe leather darkens and takes on a shine as it is used.',
      'Кожа растительного дубления, прошитая вручную вощёной нитью. Шесть отделений для карт и карман для купюр; достаточно тонкий для переднего кармана.\n\nСо временем кожа темнеет и приобретает блеск.',
    ),
    usd: '39.00',
    rub: '3490.00',
    categories: [1],
  },
  {
    title: t('Ceramic mug', 'Керамическая кружка'),
    short: t('Hand glazed, 350 ml.', 'Ручная глазурь, 350 мл.'),
    description: t(
      'Thrown on the wheel in our Riga studio and dipped by hand in a sage glaze, so no two are quite alike.\n\nHolds 350 ml. Safe in the dishwasher and the microwave.',
      'Сделана на гончарном круге в нашей рижской студии и вручную покрыта шалфейной глазурью, поэтому двух одинаковых не бывает.\n\nОбъём 350 мл. Можно мыть в посудомоечной машине и ставить в микроволновку.',
    ),
    usd: '18.00',
    rub: '1290.00',
    categories: [2],
  },
  {
    title: t('Scented candle', 'Ароматическая свеча'),
    short: t('Cedar and amber, 40 hours.', 'Кедр и амбра, 40 часов.'),
    description: t(
      'Soy wax poured into a reusable glass, with a cotton wick and a scent of cedar wood, amber and a little smoke.\n\nBurns for about 40 hours. Trim the wick to 5 mm before lighting.',
      'Соевый воск в стакане, который можно использовать снова, хлопковый фитиль и аромат кедра, амбры и лёгкого дыма.\n\nГорит около 40 часов. Перед зажиганием подрежьте фитиль до 5 мм.',
    ),
    usd: '22.40',
    rub: '1790.00',
    categories: [2],
  },
];

/** Articles: a title, a subtitle (the line under it) and a body of paragraphs (blank-line separated). */
const ARTICLES: { title: Text; subtitle: Text; body: Text; category: number }[] = [
  {
    title: t('How we choose our linen', 'Как мы выбираем лён'),
    subtitle: t('From field to shirt.', 'От поля до рубашки.'),
    body: t(
      'Every shirt we sell starts in a field of flax in eastern Latvia. We visit the farm each July, when the plants flower blue, and again after the harvest, when the stalks are left on the ground for the dew to loosen the fibres.\n\nFrom there the flax goes to a mill in Jelgava that has spun linen for three generations. We ask for a heavier yarn than most shirts use: it wrinkles less, lasts for years and gets softer with every wash.\n\nThe cloth is woven on Grace\'s looms and cut in our studio. Nothing is dyed: the colour you see is the colour of the plant.',
      'Каждая наша рубашка начинается с льняного поля на востоке Латвии. Мы приезжаем на ферму каждый июль, когда лён цветёт голубым, и ещё раз после уборки, когда стебли оставляют лежать в поле, чтобы роса разрыхлила волокно.\n\nОттуда лён едет на фабрику в Елгаве, где прядут уже три поколения. Мы просим пряжу плотнее, чем обычно идёт на рубашки: она меньше мнётся, служит годами и становится мягче с каждой стиркой.\n\nТкань ткут на станках Грейс и кроят в нашей студии. Мы её не красим: цвет, который вы видите, это цвет самого растения.',
    ),
    category: 0,
  },
  {
    title: t('Caring for wool', 'Уход за шерстью'),
    subtitle: t('Five rules that work.', 'Пять работающих правил.'),
    body: t(
      'Wool cleans itself better than any other fibre. Most of the time a sweater needs air, not water: hang it by an open window overnight and it will be fresh in the morning.\n\nWhen it does need a wash, use cold water and a wool detergent, never wring it, and dry it flat on a towel. Heat and rubbing are what make wool felt and shrink.\n\nFold knitwear instead of hanging it, brush off pills with a comb, and keep a cedar block in the drawer: moths dislike the smell as much as we like it.',
      'Шерсть очищается сама лучше любого другого волокна. Чаще всего свитеру нужен воздух, а не вода: повесьте его на ночь у открытого окна, и утром он будет свежим.\n\nЕсли стирка всё же нужна, стирайте в холодной воде со средством для шерсти, не выкручивайте и сушите на полотенце в расправленном виде. Шерсть садится и сваливается от тепла и трения.\n\nВязаные вещи лучше складывать, а не вешать, катышки снимать гребнем, а в ящик положить брусок кедра: моль не любит этот запах так же сильно, как мы его любим.',
    ),
    category: 0,
  },
  {
    title: t('Our studio opens in Riga', 'Наша студия открывается в Риге'),
    subtitle: t('Come and visit.', 'Приходите в гости.'),
    body: t(
      'After two years of selling online, we have a door of our own: a small studio in the Old town, a few steps from the Dome Square.\n\nAt the front you will find everything from the shop to touch and try on. At the back is Ada\'s wheel, where she throws the mugs on most weekday mornings; ask and she will show you how.\n\nWe are open every day from 11 to 19, and on Saturdays from 10 to 14 the workshop is open too. Come by for a coffee, in one of our mugs.',
      'После двух лет продаж через интернет у нас появилась своя дверь: небольшая студия в Старом городе, в нескольких шагах от Домской площади.\n\nВ передней части можно потрогать и примерить всё, что есть в магазине. В глубине стоит гончарный круг Ады, за которым она почти каждое утро в будни делает кружки; спросите, и она покажет, как это происходит.\n\nМы открыты каждый день с 11 до 19, а по субботам с 10 до 14 открыта и мастерская. Заходите на кофе, в одной из наших кружек.',
    ),
    category: 1,
  },
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
export async function seedDemo(em: EntityManager, { siteName, files, log }: DemoSettings) {
  // Drawn before the transaction (in a few milliseconds, off the event loop), stored in it.
  const productPictures = await drawPictures(PRODUCT_PICTURES);
  await em.transactional(async (tx) => {
    const { create, link, publish } = seeder(tx);
    const writer: FileWriter = { em: tx, actor: { kind: 'server' }, files, log };
    /** A picture stored as a File of the site and linked to `row` through `relation`. */
    const picture = async (relation: ModelDefinition, row: Row, png: Buffer, alt: Text) => {
      const file = await saveGeneratedFile(writer, 'default', png, { adminTitle: `Picture: ${alt.en}`, alt: alt.en, width: PICTURE_SIZE, height: PICTURE_SIZE });
      await link(relation, row, [file]);
    };
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
        description: item.description,
      });
      products.push(product);
      await picture(ecommerce.EcommerceProductsToFileStorageModuleFiles, product, productPictures[products.length - 1], item.title);
      for (const [amount, currency] of [[item.usd, usd], [item.rub, rub]] as const) {
        const price = await create(ecommerce.EcommerceAttribute, { number: amount });
        await link(ecommerce.EcommerceAttributeKeysToAttributes, priceKey, [price]);
        await link(ecommerce.EcommerceAttributesToBillingModuleCurrencies, price, [currency]);
        await link(ecommerce.EcommerceProductsToAttributes, product, [price], { orderIndex: currency === usd ? 0 : 1 });
      }
      for (const index of item.categories) await link(ecommerce.EcommerceCategoriesToProducts, categories[index], [product]);
      await publish(ecommerce.EcommerceProduct, product);
    }
    for (const store of stores) await link(ecommerce.EcommerceStoresToProducts, store, products);

    // Blog
    const blogCategories = await series([t('Materials', 'Материалы'), t('News', 'Новости')], (title) => create(blog.BlogCategory, { title }));
    const articles: Row[] = [];
    for (const item of ARTICLES) {
      const article = await create(blog.BlogArticle, { title: item.title, subtitle: item.subtitle, description: item.body, publishedAt: new Date() });
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
    // The site's name (SITE_NAME) is the brand: one name in every language, as in tab titles and on receipts.
    const brand = t(siteName, siteName);
    const logotype = await create(site.WebsiteBuilderLogotype, { title: brand, url: '/' });
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
      await button('Contact', 'Контакты', '/contact', 'link'),
    ]);
    const footer = await create(site.WebsiteBuilderWidget, {
      variant: 'footer-default',
      title: brand,
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
    // A page's head in each language: one primary metadata entry per language, its openGraphLocale
    // naming the language; the tab shows its title followed by the site's name.
    const keywords = t('clothing, home goods, linen, ceramics', 'одежда, товары для дома, лён, керамика');
    const page = async (url: string, title: Text, description: Text, body: ReturnType<typeof widget>[]) => {
      const row = await create(host.HostPage, { url, title: title.en, description: description.en, adminTitle: title.en, publishedAt: new Date() });
      const main = await layout(`${title.en}: content`, body);
      await link(host.HostPagesToLayouts, row, [header, main, bottom]);
      const metadata = await series(LANGUAGES, (language) =>
        create(host.HostMetadata, {
          variant: 'primary',
          adminTitle: `${title.en} (${language})`,
          title: title[language],
          description: description[language],
          keywords: keywords[language],
          openGraphLocale: OPENGRAPH_LOCALES[language],
        }),
      );
      await link(host.HostPagesToMetadata, row, metadata);
      return row;
    };
    await page('/', t('Home', 'Главная'), t('Clothing and home goods from small workshops.', 'Одежда и вещи для дома от небольших мастерских.'), [
      widget('website-builder', sliderWidget),
      widget('ecommerce', productList),
      widget('blog', articleList),
    ]);
    await page('/shop', t('Shop', 'Магазин'), t('Everything we make.', 'Всё, что мы делаем.'), [widget('ecommerce', categoryList), widget('ecommerce', productList)]);
    await page('/blog', t('Blog', 'Блог'), t('Notes from the studio.', 'Заметки из студии.'), [widget('blog', articleList)]);
    await page('/about', t('About', 'О нас'), t('Who we are.', 'Кто мы.'), [widget('website-builder', aboutContent), widget('ecommerce', storeList)]);
    await page('/contact', t('Contact', 'Контакты'), t('Write to us.', 'Напишите нам.'), [widget('crm', formWidget)]);
    await page('/ecommerce/products/[ecommerce.products.slug]', t('Product', 'Товар'), t('A product of the shop.', 'Товар магазина.'), [widget('ecommerce', productOverview)]);
    await page('/ecommerce/categories/[ecommerce.categories.slug]', t('Category', 'Категория'), t('A category of the shop.', 'Категория магазина.'), [widget('ecommerce', categoryOverview)]);
    await page('/ecommerce/stores/[ecommerce.stores.slug]', t('Store', 'Магазин'), t('One of our stores.', 'Один из наших магазинов.'), [widget('ecommerce', storeOverview)]);
    await page('/blog/articles/[blog.articles.slug]', t('Article', 'Статья'), t('An article of the blog.', 'Статья блога.'), [widget('blog', articleOverview)]);
    await page('/blog/categories/[blog.categories.slug]', t('Blog category', 'Рубрика блога'), t('Articles on one subject.', 'Статьи на одну тему.'), [widget('blog', blogCategoryOverview)]);
    await page('/profiles', t('Makers', 'Мастера'), t('The people behind our goods.', 'Люди, которые делают наши вещи.'), [widget('rbac', subjectList)]);
    await page('/rbac/subjects/[rbac.subjects.slug]', t('Profile', 'Профиль'), t('A maker of the studio.', 'Мастер студии.'), [widget('rbac', subjectOverview)]);
    await page('/rbac/subjects/[rbac.subjects.slug]/social/profile', t('Social profile', 'Социальный профиль'), t('A maker in their own words.', 'Мастер о себе.'), [widget('social', socialProfile)]);
    await page('/500', t('Something went wrong', 'Что-то пошло не так'), t('An error page.', 'Страница ошибки.'), [widget('website-builder', aboutContent)]);

    // Messages sent on events
    await create(notification.NotificationTemplate, {
      variant: 'order-status-changed',
      adminTitle: 'Order status changed',
      // The built-in words, as a template the shop owner may edit.
      subject: ORDER_TITLE,
      body: ORDER_BODY,
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
