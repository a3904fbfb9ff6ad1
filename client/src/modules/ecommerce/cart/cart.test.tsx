import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EcommerceCartAddDocument,
  EcommerceCartDeleteDocument,
  EcommerceCartOrdersDocument,
  EcommerceCartProductQuantityDocument,
  EcommerceCartSummaryDocument,
  EcommerceCartUpdateDocument,
  PaymentProvidersDocument,
} from './cart.generated';
import { text } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { AddToCartButton } from './AddToCartButton';
import { CartButton } from './CartButton';
import { setCartOpened } from './cart-drawer-store';
import { CartDrawer } from './CartDrawer';
import { useCartMutations } from './use-cart';
import { chooseCurrency, useChosenCurrencySlug } from '../prices/selected-currency';
import { BillingDefaultCurrencyDocument } from '../prices/currencies.generated';

// The cart as its owner sees it: the drawer's lines, count and totals, the changes it sends,
// and the lists read again after each change. GraphQL is answered by mocks in order.

const usd = { __typename: 'BillingCurrency' as const, id: 'usd', slug: 'usd', symbol: '$' };
const ada = { id: 'subject-1', email: 'ada@example.com', roles: [] };

const product = (id: string, title: string, price: string) => ({
  __typename: 'EcommerceProduct' as const,
  id,
  slug: `${id}-slug`,
  title: text(title),
  attributes: [
    {
      __typename: 'EcommerceAttribute' as const,
      id: `${id}-price`,
      number: price,
      attributeKeys: [{ __typename: 'EcommerceAttributeKey' as const, id: 'price-key', kind: 'price' }],
      billingModuleCurrencies: [usd],
    },
  ],
  fileStorageModuleFiles: [],
});
const shirt = product('shirt', 'Linen shirt', '49.00');
const sweater = product('sweater', 'Wool sweater', '89.50');

const order = (id: string, line: ReturnType<typeof product>, quantity: number) => ({
  __typename: 'EcommerceOrder' as const,
  id,
  status: 'new',
  type: 'cart',
  createdAt: '2026-11-01T10:00:00.000Z',
  // A cart line records nothing yet (its checkout would).
  ordersToProducts: [
    { __typename: 'EcommerceOrdersToProducts' as const, id: `${id}-line`, variant: 'default', quantity, productTitle: null, unitPrice: null, currencyId: null, currencySlug: null, currencySymbol: null, product: line },
  ],
});

/** The cart's orders: the owner's orders of type cart still new. */
const ordersAnswer = (orders: ReturnType<typeof order>[]): MockLink.MockedResponse => ({
  request: {
    query: EcommerceCartOrdersDocument,
    variables: {
      filters: {
        and: [
          { column: 'type', method: 'eq', value: 'cart' },
          { column: 'status', method: 'eq', value: 'new' },
        ],
      },
    },
  },
  result: { data: { ecommerceOrderList: orders } },
});

/** How many of one product the cart holds, and the order and line holding it: a product page's question. */
const productQuantityAnswer = (productId: string, held?: { orderId: string; quantity: number }): MockLink.MockedResponse => ({
  request: { query: EcommerceCartProductQuantityDocument, variables: { subjectId: ada.id, productId } },
  result: {
    data: {
      ecommerceCartProductQuantity: {
        __typename: 'EcommerceCartProductQuantity',
        productId,
        quantity: held?.quantity ?? 0,
        orderId: held?.orderId ?? null,
        orderToProductId: held ? `${held.orderId}-line` : null,
      },
    },
  },
});

const summaryAnswer = (quantity: number, total: string | null): MockLink.MockedResponse => ({
  request: { query: EcommerceCartSummaryDocument, variables: { subjectId: ada.id } },
  result: {
    data: {
      ecommerceCartQuantity: quantity,
      ecommerceCartTotal: total === null ? [] : [{ __typename: 'EcommerceCurrencyTotal', total, billingModuleCurrency: usd }],
    },
  },
});

const providersAnswer: MockLink.MockedResponse = {
  request: { query: PaymentProvidersDocument },
  result: { data: { serverInfo: { __typename: 'ServerInfo', paymentProviders: ['dummy'] } } },
};

/** A mutation's answer that records the variables it was sent; `error` makes the server refuse. */
function mutationAnswer(query: DocumentNode, field: string, error?: string) {
  const received = vi.fn<(variables: Record<string, unknown>) => void>();
  const mock: MockLink.MockedResponse = {
    request: { query, variables: () => true },
    result: (variables) => {
      received(variables);
      if (error) return { errors: [{ message: error, extensions: { code: 'NOT_FOUND' } }] };
      return { data: { [field]: { __typename: 'EcommerceOrder', id: String(variables.orderId ?? 'new-order') } } };
    },
  };
  return { mock, received };
}

const line = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-cart-line]') as HTMLElement;
const count = () => document.querySelector('[data-cart-count]')?.textContent;
const totals = () => document.querySelector('[data-cart-totals]')?.textContent;

async function openDrawer(mocks: MockLink.MockedResponse[]) {
  setCartOpened(true);
  await renderUi(<CartDrawer />, { subject: ada, mocks });
  await screen.findByText('Linen shirt');
}

afterEach(() => {
  act(() => setCartOpened(false));
});

describe('the cart drawer', () => {
  it('lists each order with its quantity and price, the item count and the total', async () => {
    await openDrawer([ordersAnswer([order('order-a', shirt, 1), order('order-b', sweater, 2)]), summaryAnswer(3, '228.00'), providersAnswer]);
    expect(screen.getByRole('dialog', { name: /Cart/ })).toBeTruthy();
    expect((within(line('Linen shirt')).getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    expect(within(line('Wool sweater')).getByText('$179')).toBeTruthy();
    await waitFor(() => expect(count()).toBe('3'));
    expect(totals()).toBe('Total$228');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('shows each line in its own variant: id-total-default its product, quantity and total, with no controls', async () => {
    const totalled = order('order-b', sweater, 2);
    totalled.ordersToProducts[0]!.variant = 'id-total-default';
    await openDrawer([ordersAnswer([order('order-a', shirt, 1), totalled]), summaryAnswer(3, '228.00'), providersAnswer]);
    const sweaterLine = document.querySelector<HTMLElement>('[data-order-line-total="order-b-line"]')!;
    expect(sweaterLine.textContent).toBe('Wool sweater × 2$179');
    expect(within(sweaterLine).queryByLabelText('Quantity')).toBeNull();
    expect(within(line('Linen shirt')).getByLabelText('Quantity')).toBeTruthy();
  });

  it('says the cart is empty when no order has a line', async () => {
    setCartOpened(true);
    const emptied = { ...order('order-a', shirt, 1), ordersToProducts: [] };
    await renderUi(<CartDrawer />, { subject: ada, mocks: [ordersAnswer([emptied]), summaryAnswer(0, null), providersAnswer] });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('deletes an order: the server is told which, and the lists read again show the cart without it', async () => {
    const remove = mutationAnswer(EcommerceCartDeleteDocument, 'ecommerceCartDelete');
    await openDrawer([
      ordersAnswer([order('order-a', shirt, 1), order('order-b', sweater, 2)]),
      summaryAnswer(3, '228.00'),
      providersAnswer,
      remove.mock,
      ordersAnswer([order('order-a', shirt, 1)]),
      summaryAnswer(1, '49.00'),
    ]);
    await act(async () => {
      fireEvent.click(within(line('Wool sweater')).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(remove.received).toHaveBeenCalledWith({ subjectId: ada.id, orderId: 'order-b' }));
    // The lists are read again a second after the change (the lists' revalidation delay).
    await waitFor(() => expect(screen.queryByText('Wool sweater')).toBeNull());
    await waitFor(() => expect(count()).toBe('1'));
    expect(totals()).toBe('Total$49');
    expect(screen.getByText('Linen shirt')).toBeTruthy();
  });

  it('saves a new quantity on Enter and shows the count read again', async () => {
    const update = mutationAnswer(EcommerceCartUpdateDocument, 'ecommerceCartUpdate');
    await openDrawer([
      ordersAnswer([order('order-a', shirt, 1)]),
      summaryAnswer(1, '49.00'),
      providersAnswer,
      update.mock,
      ordersAnswer([order('order-a', shirt, 2)]),
      summaryAnswer(2, '98.00'),
    ]);
    const quantity = within(line('Linen shirt')).getByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '2' } });
    await act(async () => {
      fireEvent.keyDown(quantity, { key: 'Enter' });
    });
    await waitFor(() =>
      expect(update.received).toHaveBeenCalledWith({ subjectId: ada.id, orderId: 'order-a', data: { ordersToProducts: [{ id: 'order-a-line', quantity: 2 }] } }),
    );
    await waitFor(() => expect(count()).toBe('2'));
    expect(totals()).toBe('Total$98');
    expect(within(line('Linen shirt')).getByText('$98')).toBeTruthy();
  });

  it("shows the server's refusal of a delete and keeps the line", async () => {
    const remove = mutationAnswer(EcommerceCartDeleteDocument, 'ecommerceCartDelete', 'No order order-b in this cart');
    await openDrawer([ordersAnswer([order('order-a', shirt, 1), order('order-b', sweater, 2)]), summaryAnswer(3, '228.00'), providersAnswer, remove.mock]);
    await act(async () => {
      fireEvent.click(within(line('Wool sweater')).getByRole('button', { name: 'Delete' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('No order order-b in this cart');
    expect(screen.getByText('Wool sweater')).toBeTruthy();
  });
});

describe('the cart drawer in two currencies', () => {
  const rub = { __typename: 'BillingCurrency' as const, id: 'rub', slug: 'rub', symbol: '₽' };
  const twoTotals: MockLink.MockedResponse = {
    request: { query: EcommerceCartSummaryDocument, variables: { subjectId: ada.id } },
    result: {
      data: {
        ecommerceCartQuantity: 1,
        ecommerceCartTotal: [
          { __typename: 'EcommerceCurrencyTotal', total: '49.00', billingModuleCurrency: usd },
          { __typename: 'EcommerceCurrencyTotal', total: '4490.00', billingModuleCurrency: rub },
        ],
      },
    },
  };
  const defaultCurrency: MockLink.MockedResponse = {
    request: { query: BillingDefaultCurrencyDocument },
    result: { data: { billingCurrencyList: [{ __typename: 'BillingCurrency', id: 'usd', slug: 'usd' }] } },
  };
  function ChosenCurrency() {
    return <output data-chosen>{useChosenCurrencySlug()}</output>;
  }
  // This one first: a choice, once made, is kept for the page's life (as the site keeps it).
  it("shows the site's default currency's total before any choice", async () => {
    setCartOpened(true);
    await renderUi(<CartDrawer />, { subject: ada, mocks: [ordersAnswer([order('order-a', shirt, 1)]), twoTotals, providersAnswer, defaultCurrency] });
    await screen.findByText('Linen shirt');
    await waitFor(() => expect(totals()).toBe('Total$49'));
  });

  it("shows one total, in the currency chosen with the site's switch, and the currency select follows it both ways", async () => {
    act(() => chooseCurrency('rub'));
    setCartOpened(true);
    await renderUi(
      <>
        <CartDrawer />
        <ChosenCurrency />
      </>,
      { subject: ada, mocks: [ordersAnswer([order('order-a', shirt, 1)]), twoTotals, providersAnswer, defaultCurrency] },
    );
    await screen.findByText('Linen shirt');
    await waitFor(() => expect(totals()).toBe('Total₽4,490'));
    // The select's input (its listbox is labelled alike).
    const select = screen.getAllByLabelText('Currency').find((element) => element instanceof HTMLInputElement) as HTMLInputElement;
    expect(select.value).toBe('RUB (₽)');

    // The site's switch, elsewhere on the page.
    act(() => chooseCurrency('usd'));
    expect(totals()).toBe('Total$49');
    expect(select.value).toBe('USD ($)');

    // The drawer's select changes the site's choice.
    await act(async () => {
      fireEvent.click(select);
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'RUB (₽)', hidden: true }));
    });
    expect(document.querySelector('[data-chosen]')?.textContent).toBe('rub');
    expect(totals()).toBe('Total₽4,490');
  });
});

describe('the cart button', () => {
  it('is not shown to an anonymous visitor', async () => {
    await renderUi(<CartButton />);
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
  });

  it('shows the item count and opens the drawer', async () => {
    await renderUi(<CartButton />, { subject: ada, mocks: [summaryAnswer(3, '228.00'), ordersAnswer([order('order-a', shirt, 3)]), providersAnswer] });
    await waitFor(() => expect(document.querySelector('[data-cart-button]')?.closest('.mantine-Indicator-root')?.textContent).toBe('3'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    });
    expect(await screen.findByText('Linen shirt')).toBeTruthy();
  });
});

describe('adding to the cart', () => {
  it("gives an anonymous visitor's first add a subject, adds for it, says so and opens the cart", async () => {
    const add = mutationAnswer(EcommerceCartAddDocument, 'ecommerceCartAdd');
    const ensure = vi.fn(async () => 'anonymous-subject');
    await renderUi(<AddToCartButton productId="shirt" />, { mocks: [add.mock], ensure });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe('Added to cart');
    expect(ensure).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(add.received).toHaveBeenCalledWith({ subjectId: 'anonymous-subject', data: { productId: 'shirt', quantity: 1 } }));
  });

  it('sends the store the visitor picked', async () => {
    const add = mutationAnswer(EcommerceCartAddDocument, 'ecommerceCartAdd');
    const stores = [
      { id: 'store-1', title: 'Riverside' },
      { id: 'store-2', title: 'Old town' },
    ];
    await renderUi(<AddToCartButton productId="shirt" stores={stores} />, { subject: ada, mocks: [productQuantityAnswer('shirt'), add.mock] });
    const store = screen.getByLabelText('Store') as HTMLSelectElement;
    expect([...store.options].map((option) => option.textContent)).toEqual(['Delivery, no store', 'Riverside', 'Old town']);
    fireEvent.change(store, { target: { value: 'store-2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    await waitFor(() => expect(add.received).toHaveBeenCalledWith({ subjectId: ada.id, data: { productId: 'shirt', quantity: 1, storeId: 'store-2' } }));
  });

  it("shows the product's cart order with its quantity, Delete and Checkout instead of 'Add to cart'", async () => {
    const update = mutationAnswer(EcommerceCartUpdateDocument, 'ecommerceCartUpdate');
    await renderUi(<AddToCartButton productId="shirt" title="Linen shirt" priceAttributes={shirt.attributes} />, {
      subject: ada,
      mocks: [productQuantityAnswer('shirt', { orderId: 'order-a', quantity: 2 }), update.mock],
    });
    const inCart = (await screen.findByText('In your cart')).closest<HTMLElement>('[data-in-cart]') as HTMLElement;
    expect(within(inCart).getByText('Linen shirt')).toBeTruthy();
    expect(within(inCart).getByText('$98')).toBeTruthy();
    expect((within(inCart).getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect(within(inCart).getByRole('button', { name: 'Delete' })).toBeTruthy();
    // A new quantity changes the line the answer named, in the order it named.
    fireEvent.change(within(inCart).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.keyDown(within(inCart).getByLabelText('Quantity'), { key: 'Enter' });
    await waitFor(() => expect(update.received).toHaveBeenCalledWith({ subjectId: ada.id, orderId: 'order-a', data: { ordersToProducts: [{ id: 'order-a-line', quantity: 3 }] } }));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    act(() => {
      fireEvent.click(within(inCart).getByRole('button', { name: 'Checkout' }));
    });
    await renderUi(<CartDrawer />, { subject: ada, mocks: [ordersAnswer([order('order-a', shirt, 2)]), summaryAnswer(2, '98.00'), providersAnswer] });
    expect(await screen.findByRole('dialog', { name: /Cart/ })).toBeTruthy();
  });

  it("refuses what the spec's guards refuse, before anything is sent", async () => {
    let cart: ReturnType<typeof useCartMutations> | undefined;
    function Probe() {
      cart = useCartMutations();
      return null;
    }
    const add = mutationAnswer(EcommerceCartAddDocument, 'ecommerceCartAdd');
    await renderUi(<Probe />, { subject: ada, mocks: [add.mock] });
    await expect(cart!.add(undefined)).rejects.toThrow('productId is required');
    await expect(cart!.setQuantity(undefined, 'line', 2)).rejects.toThrow('orderId is required');
    await expect(cart!.remove(undefined)).rejects.toThrow('orderId is required');
    expect(add.received).not.toHaveBeenCalled();

    await renderUi(<Probe />);
    await expect(cart!.remove('order-a')).rejects.toThrow('id is required');
  });
});
