/**
 * The floor's SQL: the rows each operation of the platform reads or writes, fetched by hand
 * with one statement per request of the platform (nested JSON built by PostgreSQL itself),
 * of the rows a visitor reads (published products, pages and articles).
 */

/** A JSON array of `object` over `from`, ordered, `[]` when empty. */
/**
 * A nested list as JSON, in the platform's order of relation rows: `order` names the link's
 * order_index, and its created_at and id break the ties.
 */
const list = (object: string, from: string, order: string) => {
  const link = order.replace(/\.order_index$/, '');
  const full = link === order ? order : `${order}, ${link}.created_at, ${link}.id`;
  return `(select coalesce(json_agg(${object} order by ${full}), '[]') from ${from})`;
};

const buttons = (array: string) =>
  list(
    `json_build_object('id', b.id, 'variant', b.variant, 'className', b.class_name, 'url', b.url, 'title', b.title)`,
    `website_builder_buttons_arrays_to_buttons ab join website_builder_buttons b on b.id = ab.button_id where ab.buttons_array_id = ${array}.id`,
    'ab.order_index',
  );
const buttonsArray = (array: string) =>
  `json_build_object('id', ${array}.id, 'variant', ${array}.variant, 'className', ${array}.class_name, 'title', ${array}.title, 'buttons', ${buttons(array)})`;

const websiteBuilderWidget = `json_build_object('id', w.id, 'variant', w.variant, 'className', w.class_name, 'anchor', w.anchor,
  'title', w.title, 'subtitle', w.subtitle, 'description', w.description,
  'logotypes', ${list(`json_build_object('id', lg.id, 'variant', lg.variant, 'className', lg.class_name, 'url', lg.url, 'title', lg.title)`, 'website_builder_widgets_to_logotypes wl join website_builder_logotypes lg on lg.id = wl.logotype_id where wl.widget_id = w.id', 'wl.order_index')},
  'widgetsToButtonsArrays', ${list(`json_build_object('id', wa.id, 'variant', wa.variant, 'orderIndex', wa.order_index, 'buttonsArray', ${buttonsArray('ba')})`, 'website_builder_widgets_to_buttons_arrays wa join website_builder_buttons_arrays ba on ba.id = wa.buttons_array_id where wa.widget_id = w.id', 'wa.order_index')},
  'sliders', ${list(
    `json_build_object('id', sl.id, 'variant', sl.variant, 'className', sl.class_name, 'title', sl.title, 'slides', ${list(
      `json_build_object('id', s.id, 'variant', s.variant, 'className', s.class_name, 'url', s.url, 'title', s.title, 'subtitle', s.subtitle, 'description', s.description,
        'buttonsArrays', ${list(buttonsArray('sba'), 'website_builder_slides_to_buttons_arrays ssa join website_builder_buttons_arrays sba on sba.id = ssa.buttons_array_id where ssa.slide_id = s.id', 'ssa.order_index')})`,
      'website_builder_sliders_to_slides ss join website_builder_slides s on s.id = ss.slide_id where ss.slider_id = sl.id',
      'ss.order_index',
    )})`,
    'website_builder_widgets_to_sliders ws join website_builder_sliders sl on sl.id = ws.slider_id where ws.widget_id = w.id',
    'ws.order_index',
  )},
  'features', ${list(`json_build_object('id', f.id, 'title', f.title, 'subtitle', f.subtitle, 'description', f.description)`, 'website_builder_widgets_to_features wf join website_builder_features f on f.id = wf.feature_id where wf.widget_id = w.id', 'wf.order_index')})`;

const ecommerceWidget = `json_build_object('id', w.id, 'variant', w.variant, 'className', w.class_name, 'anchor', w.anchor,
  'title', w.title, 'subtitle', w.subtitle, 'description', w.description,
  'stores', ${list(`json_build_object('id', st.id, 'slug', st.slug, 'title', st.title, 'shortDescription', st.short_description)`, 'ecommerce_widgets_to_stores wst join ecommerce_stores st on st.id = wst.store_id where wst.widget_id = w.id', 'wst.order_index')})`;

const blogWidget = `json_build_object('id', w.id, 'variant', w.variant, 'className', w.class_name, 'anchor', w.anchor,
  'title', w.title, 'subtitle', w.subtitle, 'description', w.description,
  'articles', ${list(
    `json_build_object('id', ar.id, 'slug', ar.slug, 'createdAt', ar.created_at, 'title', ar.title, 'subtitle', ar.subtitle,
      'categories', ${list(`json_build_object('id', bc.id, 'slug', bc.slug, 'title', bc.title)`, 'blog_categories_to_articles bca join blog_categories bc on bc.id = bca.category_id where bca.article_id = ar.id', 'bca.order_index')})`,
    'blog_widgets_to_articles wr join blog_articles ar on ar.id = wr.article_id and ar.published_at is not null where wr.widget_id = w.id',
    'wr.order_index',
  )})`;

/** HostPageByUrl: the page with its layouts, their widgets, the module widgets they embed, its metadata. */
export const PAGE_BY_URL = `select json_build_object('id', p.id, 'url', p.url, 'title', p.title, 'className', p.class_name,
  'pagesToLayouts', ${list(
    `json_build_object('id', pl.id, 'variant', pl.variant, 'orderIndex', pl.order_index, 'layout', json_build_object('id', l.id, 'className', l.class_name,
      'layoutsToWidgets', ${list(
        `json_build_object('id', lw.id, 'variant', lw.variant, 'orderIndex', lw.order_index, 'widget', json_build_object('id', hw.id, 'className', hw.class_name, 'anchor', hw.anchor,
          'widgetsToExternalWidgets', ${list(`json_build_object('id', x.id, 'variant', x.variant, 'orderIndex', x.order_index, 'externalModule', x.external_module, 'externalWidgetId', x.external_widget_id)`, 'host_widgets_to_external_widgets x where x.widget_id = hw.id', 'x.order_index')}))`,
        'host_layouts_to_widgets lw join host_widgets hw on hw.id = lw.widget_id where lw.layout_id = l.id',
        'lw.order_index',
      )}))`,
    'host_pages_to_layouts pl join host_layouts l on l.id = pl.layout_id where pl.page_id = p.id',
    'pl.order_index',
  )},
  'metadata', ${list(`json_build_object('id', m.id, 'variant', m.variant, 'title', m.title, 'description', m.description, 'keywords', m.keywords)`, 'host_pages_to_metadata pm join host_metadata m on m.id = pm.metadata_id where pm.page_id = p.id', 'pm.order_index')}
) as page from host_pages p where p.url = $1 and p.published_at is not null limit 1`;

/** PageModuleWidgets: the module widgets of a page by id ($1 website-builder, $2 ecommerce, $3 blog). */
export const MODULE_WIDGETS = `select
  ${list(websiteBuilderWidget, 'website_builder_widgets w where w.id = any($1::uuid[])', 'w.created_at')} as "websiteBuilder",
  ${list(ecommerceWidget, 'ecommerce_widgets w where w.id = any($2::uuid[])', 'w.created_at')} as ecommerce,
  ${list(blogWidget, 'blog_widgets w where w.id = any($3::uuid[])', 'w.created_at')} as blog`;

const productCard = (extra = '') => `json_build_object('id', p.id, 'slug', p.slug, 'title', p.title, 'shortDescription', p.short_description,
  'categories', ${list(`json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)`, 'ecommerce_categories_to_products cp join ecommerce_categories c on c.id = cp.category_id where cp.product_id = p.id', 'cp.order_index')},
  'attributes', ${list(
    `json_build_object('id', a.id, 'number', a.number,
      'attributeKeys', ${list(`json_build_object('id', k.id, 'kind', k.kind)`, 'ecommerce_attribute_keys_to_attributes ka join ecommerce_attribute_keys k on k.id = ka.attribute_key_id where ka.attribute_id = a.id', 'ka.order_index')},
      'billingModuleCurrencies', ${list(`json_build_object('id', cur.id, 'slug', cur.slug, 'symbol', cur.symbol)`, 'ecommerce_attributes_to_billing_module_currencies ac join billing_currencies cur on cur.id = ac.billing_module_currency_id where ac.attribute_id = a.id', 'ac.order_index')})`,
    'ecommerce_products_to_attributes pa join ecommerce_attributes a on a.id = pa.attribute_id where pa.product_id = p.id',
    'pa.order_index',
  )}${extra})`;

const currencies = list(
  `json_build_object('id', bc.id, 'slug', bc.slug, 'symbol', bc.symbol, 'isDefault', bc.is_default, 'title', bc.title)`,
  'billing_currencies bc',
  'bc.created_at',
);

/** EcommerceProductList: one page of product cards ($1 limit, $2 offset), the count, the currencies. */
export const PRODUCT_LIST = `select
  (select coalesce(json_agg(card order by created_at, id), '[]') from (select p.created_at, p.id, ${productCard()} as card from ecommerce_products p where p.published_at is not null order by p.created_at, p.id limit $1 offset $2) cards) as products,
  (select count(*) from ecommerce_products where published_at is not null) as count,
  ${currencies} as currencies`;

/** EcommerceProductBySlug: one product card with its description and stores, the currencies. */
export const PRODUCT_BY_SLUG = `select
  (select coalesce(json_agg(card), '[]') from (select ${productCard(
    `, 'description', p.description, 'stores', ${list(`json_build_object('id', st.id, 'slug', st.slug, 'title', st.title, 'shortDescription', st.short_description)`, 'ecommerce_stores_to_products sp join ecommerce_stores st on st.id = sp.store_id where sp.product_id = p.id', 'sp.order_index')}`,
  )} as card from ecommerce_products p where p.slug = $1 and p.published_at is not null limit 1) cards) as products,
  ${currencies} as currencies`;

/** The password hash and subject of an email sign-in. */
export const IDENTITY_BY_EMAIL = `select i.password, si.subject_id from rbac_identities i
  join rbac_subjects_to_identities si on si.identity_id = i.id
  where i.provider = 'email_and_password' and i.email = $1 limit 1`;

/** Adds a product to the subject's cart ($1 subject, $2 product): one more of it, or a new cart order. */
export const CART_ADD = `with existing as (
    select otp.id from ecommerce_orders o
    join rbac_subjects_to_ecommerce_module_orders so on so.ecommerce_module_order_id = o.id
    join ecommerce_orders_to_products otp on otp.order_id = o.id
    where so.subject_id = $1 and otp.product_id = $2 and o.type = 'cart' and o.status = 'new' limit 1),
  bumped as (update ecommerce_orders_to_products set quantity = quantity + 1, updated_at = now() where id in (select id from existing) returning order_id),
  created as (insert into ecommerce_orders (id, created_at, updated_at) select gen_random_uuid(), now(), now() where not exists (select 1 from existing) returning id),
  line as (insert into ecommerce_orders_to_products (id, created_at, updated_at, order_id, product_id) select gen_random_uuid(), now(), now(), id, $2 from created),
  owner as (insert into rbac_subjects_to_ecommerce_module_orders (id, created_at, updated_at, subject_id, ecommerce_module_order_id) select gen_random_uuid(), now(), now(), $1, id from created)
  select id from created union all select order_id from bumped`;

/** Locks the subject's open cart orders among $2 ($1 subject). */
export const LOCK_CART_ORDERS = `select o.id from ecommerce_orders o
  join rbac_subjects_to_ecommerce_module_orders so on so.ecommerce_module_order_id = o.id
  where o.id = any($2::uuid[]) and so.subject_id = $1 and o.type = 'cart' and o.status = 'new' for update of o`;

/**
 * Checks the locked orders out: the invoice ($5 its id, $6 its payment url) for their total in
 * currency $3, one payment intent, the orders linked to it and moved to paying.
 */
export const CHECKOUT = `with total as (
    select sum(a.number * otp.quantity) as amount from ecommerce_orders_to_products otp
    join ecommerce_products_to_attributes pa on pa.product_id = otp.product_id
    join ecommerce_attributes_to_billing_module_currencies ac on ac.attribute_id = pa.attribute_id and ac.billing_module_currency_id = $3
    join ecommerce_attributes a on a.id = pa.attribute_id
    where otp.order_id = any($2::uuid[])),
  invoice as (insert into billing_invoices (id, created_at, updated_at, subject_id, currency_id, amount, status, provider, email, payment_url)
    select $5, now(), now(), $1, $3, amount, 'open', 'dummy', $4, $6 from total returning id, amount),
  intent as (insert into billing_payment_intents (id, created_at, updated_at, invoice_id, currency_id, amount, provider)
    select gen_random_uuid(), now(), now(), id, $3, amount, 'dummy' from invoice returning id),
  links as (insert into ecommerce_orders_to_billing_module_payment_intents (id, created_at, updated_at, order_id, billing_module_payment_intent_id)
    select gen_random_uuid(), now(), now(), o, intent.id from intent, unnest($2::uuid[]) as o),
  moved as (update ecommerce_orders set status = 'paying', updated_at = now() where id = any($2::uuid[]))
  select id from invoice`;
