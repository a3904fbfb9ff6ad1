import { defineTexts } from '../../../shared/i18n/define-texts';
import type { OrderStatus } from './order-status';

// The order list's words, its status labels included. English first (the default language), then the translations.
export const useOrdersText = defineTexts(
  {
    noOrders: 'No orders yet.',
    receipt: 'Receipt',
    statuses: {
      new: 'In cart',
      paying: 'Awaiting payment',
      approving: 'Paid · approving',
      packaging: 'Packaging',
      delivering: 'Delivering',
      delivered: 'Delivered',
      canceled: 'Canceled',
    } satisfies Record<OrderStatus, string>,
  },
  {
    ru: {
      noOrders: 'Заказов пока нет.',
      receipt: 'Чек',
      statuses: {
        new: 'В корзине',
        paying: 'Ожидает оплаты',
        approving: 'Оплачен · на подтверждении',
        packaging: 'Собирается',
        delivering: 'В доставке',
        delivered: 'Доставлен',
        canceled: 'Отменён',
      },
    },
  },
);
