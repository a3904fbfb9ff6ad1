import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { allowedRows } from '../../core/access/policy.js';
import type { Operation } from '../../core/access/access.js';
import { rowsOf } from '../../core/crud/repository.js';
import { badInput, notFound } from '../../core/errors.js';
import { fieldOf, type ModelDefinition } from '../../core/model/define-model.js';
import { coerceValue, describe } from '../../core/model/field-kinds.js';
import { checkId } from '../../core/model/ids.js';
import { normalizeInput } from '../../core/model/input.js';
import { tableOf } from '../../core/model/tables.js';
import type { RequestContext } from '../../core/request-context.js';
import { BillingCurrency } from '../billing/entities.js';
import {
  EcommerceAttribute,
  EcommerceAttributeKey,
  EcommerceAttributeKeysToAttributes,
  EcommerceAttributesToBillingModuleCurrencies,
  EcommerceProduct,
  EcommerceProductsToAttributes,
  EcommerceStoresToAttributes,
  EcommerceStoresToProductsToAttributes,
} from './entities.js';
import { priceIndex, priceRowsSql, pricesOf } from './pricing.js';

// A product's prices set in one call, in one transaction: the amount per currency, written as
// the rows a price is (an attribute with a number, its `price` key, its currency, its link to
// the product) so that the shop, the cart and checkout read it as they read every price.

/** A price as the call answers it: the first of the product's in its currency, the one the shop shows. */
export interface ProductPrice {
  attributeId: string;
  amount: string;
  billingModuleCurrency: { id: string; slug: string; symbol: string | null };
}

/** One currency's price as asked: an amount, or null for no price in that currency. */
export interface PriceInput {
  billingModuleCurrencyId: string;
  amount: string | null;
}

/** More than any shop has currencies: a bound on the work of one call. */
export const MAX_PRICES = 100;

/** What the call writes, and how: checked with the models' own access rules (admins only). */
const WRITES: [ModelDefinition, Operation[]][] = [
  [EcommerceAttribute, ['create', 'update', 'delete']],
  [EcommerceProductsToAttributes, ['create', 'delete']],
  [EcommerceAttributeKeysToAttributes, ['create']],
  [EcommerceAttributesToBillingModuleCurrencies, ['create']],
];

/** `data.prices`: a list of `{billingModuleCurrencyId, amount}`, each currency once, amounts ≥ 0 with at least two decimals. */
export function readPrices(data: unknown): PriceInput[] {
  const prices = (data as { prices?: unknown } | null)?.prices;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badInput(`data: expected {prices: [...]}, got ${describe(data)}`, 'data');
  const unknown = Object.keys(data).find((key) => key !== 'prices');
  if (unknown) throw badInput(`data.${unknown}: unknown field (expected prices)`, `data.${unknown}`);
  if (!Array.isArray(prices)) throw badInput(`data.prices: expected a list of {billingModuleCurrencyId, amount}, got ${describe(prices)}`, 'data.prices');
  if (prices.length > MAX_PRICES) throw badInput(`data.prices: at most ${MAX_PRICES} prices`, 'data.prices');
  const seen = new Set<string>();
  return prices.map((item: unknown, index) => {
    const path = `data.prices[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badInput(`${path}: expected {billingModuleCurrencyId, amount}, got ${describe(item)}`, path);
    const extra = Object.keys(item).find((key) => key !== 'billingModuleCurrencyId' && key !== 'amount');
    if (extra) throw badInput(`${path}.${extra}: unknown field (expected billingModuleCurrencyId, amount)`, `${path}.${extra}`);
    const { billingModuleCurrencyId, amount } = item as Record<string, unknown>;
    const currencyId = checkId(billingModuleCurrencyId, `${path}.billingModuleCurrencyId`);
    if (seen.has(currencyId)) throw badInput(`${path}.billingModuleCurrencyId: a currency is priced once`, `${path}.billingModuleCurrencyId`);
    seen.add(currencyId);
    return { billingModuleCurrencyId: currencyId, amount: readAmount(amount, `${path}.amount`) };
  });
}

/** An amount as stored: the attribute's decimal, never negative, at least two decimals ('49' → '49.00', as the seed and the admin write money). */
function readAmount(value: unknown, path: string): string | null {
  if (value === undefined) throw badInput(`${path}: is required (null for no price in this currency)`, path);
  const text = coerceValue(fieldOf(EcommerceAttribute, 'number')!, value, path) as string | null;
  if (text === null) return null;
  const amount = new Decimal(text);
  if (amount.isNegative()) throw badInput(`${path}: must be 0 or more, got ${text}`, path);
  return amount.toFixed(Math.max(2, amount.decimalPlaces()));
}

/** A price row of the product as it stands: its link, attribute and whether anything else uses that attribute. */
interface HeldPrice {
  linkId: string;
  attributeId: string;
  currencyId: string;
  amount: string;
  /** Linked to another product, a store, or more than one currency: changing its number would change them too. */
  shared: boolean;
}

/** Every price of the product (first per currency first), locking the product's row: concurrent calls for it run one after the other. */
async function heldPrices(em: EntityManager, productId: string): Promise<HeldPrice[] | null> {
  const p = tableOf(EcommerceProduct);
  const [product] = await em.execute<{ id: string }[]>(`select ${p.column('id')} from ${p.table} where ${p.column('id')} = ? for update`, [productId]);
  if (!product) return null;
  const pa = tableOf(EcommerceProductsToAttributes);
  const a = tableOf(EcommerceAttribute);
  const ac = tableOf(EcommerceAttributesToBillingModuleCurrencies);
  const sa = tableOf(EcommerceStoresToAttributes);
  const spa = tableOf(EcommerceStoresToProductsToAttributes);
  const usedBy = (table: { table: string; column: (name: 'attributeId') => string }) =>
    `exists (select 1 from ${table.table} u where u.${table.column('attributeId')} = a.${a.column('id')})`;
  return em.execute<HeldPrice[]>(
    `select pa.${pa.column('id')} as "linkId", a.${a.column('id')} as "attributeId", ac.${ac.column('billingModuleCurrencyId')} as "currencyId",
            a.${a.column('number')}::text as "amount",
            (exists (select 1 from ${pa.table} o where o.${pa.column('attributeId')} = a.${a.column('id')} and o.${pa.column('id')} <> pa.${pa.column('id')})
              or ${usedBy(sa)} or ${usedBy(spa)}
              or (select count(*) from ${ac.table} o where o.${ac.column('attributeId')} = a.${a.column('id')}) > 1) as "shared"
       from ${priceRowsSql()}
      where pa.${pa.column('productId')} = ?
      order by pa.${pa.column('orderIndex')}, pa.${pa.column('createdAt')}`,
    [productId],
  );
}

/** Refuses a currency that is none, naming the first such entry. */
async function checkCurrencies(em: EntityManager, prices: PriceInput[]) {
  if (!prices.length) return;
  const c = tableOf(BillingCurrency);
  const found = await em.execute<{ id: string }[]>(`select ${c.column('id')} as id from ${c.table} where ${c.column('id')} in (?)`, [prices.map((price) => price.billingModuleCurrencyId)]);
  const known = new Set(found.map((row) => row.id));
  const index = prices.findIndex((price) => !known.has(price.billingModuleCurrencyId));
  if (index >= 0) {
    const path = `data.prices[${index}].billingModuleCurrencyId`;
    throw badInput(`${path}: no currency ${prices[index].billingModuleCurrencyId}`, path);
  }
}

/** The key new prices are values of: the first key of kind `price`, made when the site has none yet. */
async function priceKey(em: EntityManager): Promise<{ id: string; created: boolean }> {
  const [key] = await rowsOf(em, EcommerceAttributeKey).findFields(['id'], { kind: 'price' }, { orderBy: { createdAt: 'asc' }, limit: 1 });
  if (key) return { id: key.id, created: false };
  const id = randomUUID();
  rowsOf(em, EcommerceAttributeKey).create({ ...normalizeInput(EcommerceAttributeKey, { slug: 'price', kind: 'price', type: 'number', title: { en: 'Price', ru: 'Цена' } }, 'create'), id });
  return { id, created: true };
}

/** A new row of `model` with its defaults, under a known id (the rows linking it are made in the same flush). */
function insert(em: EntityManager, model: ModelDefinition, values: Record<string, unknown>): string {
  const id = randomUUID();
  rowsOf(em, model).create({ ...normalizeInput(model, values, 'create'), id });
  return id;
}

/** Sets the numbers of attributes in one statement. */
async function updateAmounts(em: EntityManager, changes: { attributeId: string; amount: string }[]) {
  if (!changes.length) return;
  const a = tableOf(EcommerceAttribute);
  const values = changes.map(() => '(?::uuid, ?::numeric)').join(', ');
  await em.execute(
    `update ${a.table} a set ${a.column('number')} = v.amount, ${a.column('updatedAt')} = now() from (values ${values}) as v(id, amount) where a.${a.column('id')} = v.id`,
    changes.flatMap((change) => [change.attributeId, change.amount]),
  );
}

/**
 * Sets the prices of a product, each currency named once: an amount replaces its price in that
 * currency (the attribute is changed in place when the product alone uses it, else the product
 * gets an attribute of its own), null removes it; currencies not named keep theirs. Anything
 * wrong (a negative amount, a currency that is none) is a 400 naming the entry, before any
 * write. Answers the product's prices after.
 */
export async function setProductPrices(context: RequestContext, productId: unknown, data: unknown): Promise<ProductPrice[]> {
  for (const [model, operations] of WRITES) for (const operation of operations) allowedRows(context.actor, model, operation);
  const id = checkId(productId);
  const prices = readPrices(data);
  const wrote = await context.em.transactional(async (em) => {
    await checkCurrencies(em, prices);
    const held = await heldPrices(em, id);
    if (!held) throw notFound(`${EcommerceProduct.name} ${id} not found`);
    const unlinked = new Set<string>();
    const removed: string[] = [];
    const changed: { attributeId: string; amount: string }[] = [];
    const added: { currencyId: string; amount: string; orderIndex: number }[] = [];
    /** A price the product no longer has: its link goes, and its attribute with it when nothing else uses it. */
    const drop = (price: HeldPrice) => (price.shared ? unlinked.add(price.linkId) : removed.push(price.attributeId));
    for (const [index, { billingModuleCurrencyId, amount }] of prices.entries()) {
      const [first, ...others] = held.filter((price) => price.currencyId === billingModuleCurrencyId);
      others.forEach(drop);
      if (amount === null) {
        if (first) drop(first);
      } else if (first && !first.shared) {
        if (first.amount !== amount) changed.push({ attributeId: first.attributeId, amount });
      } else {
        if (first) drop(first);
        added.push({ currencyId: billingModuleCurrencyId, amount, orderIndex: index });
      }
    }
    const key = added.length ? await priceKey(em) : undefined;
    for (const price of added) {
      const attributeId = insert(em, EcommerceAttribute, { number: price.amount });
      insert(em, EcommerceAttributeKeysToAttributes, { attributeKeyId: key!.id, attributeId });
      insert(em, EcommerceAttributesToBillingModuleCurrencies, { attributeId, billingModuleCurrencyId: price.currencyId });
      insert(em, EcommerceProductsToAttributes, { productId: id, attributeId, orderIndex: price.orderIndex });
    }
    if (added.length) await em.flush();
    await updateAmounts(em, changed);
    if (unlinked.size) await rowsOf(em, EcommerceProductsToAttributes).deleteWhere({ id: { $in: [...unlinked] } });
    // Its key's, currency's and product's links go with it (ON DELETE CASCADE).
    if (removed.length) await rowsOf(em, EcommerceAttribute).deleteWhere({ id: { $in: removed } });
    return { added: added.length > 0, keyCreated: key?.created === true, changed: changed.length > 0, deleted: unlinked.size + removed.length > 0 };
  });
  if (wrote.added || wrote.changed) {
    const models: ModelDefinition[] = wrote.added ? WRITES.map(([model]) => model) : [EcommerceAttribute];
    context.onWrite({ wrote: wrote.keyCreated ? [...models, EcommerceAttributeKey] : models });
  }
  if (wrote.deleted) context.onWrite({ deleted: [EcommerceAttribute, EcommerceProductsToAttributes] });
  return [...priceIndex(await pricesOf(context.em, [id])).values()].map((price) => ({
    attributeId: price.attributeId,
    amount: price.amount,
    billingModuleCurrency: { id: price.currencyId, slug: price.slug, symbol: price.symbol },
  }));
}
