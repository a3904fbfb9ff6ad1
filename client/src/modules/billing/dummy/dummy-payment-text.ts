import { defineTexts } from '../../../shared/i18n/define-texts';

// Russian words of the invoice statuses the payment can end in (the server's INVOICE_STATUSES).
const RU_PAYMENT_ENDS: Record<string, string> = {
  open: 'Платёж ещё ожидает оплаты.',
  canceled: 'Платёж отменён.',
  failed: 'Платёж не прошёл.',
};

// The dummy payment page's words. English as it was written first.
export const useDummyPaymentText = defineTexts(
  {
    title: 'Test payment',
    invoice: (shortId: string) => `Invoice ${shortId}`,
    description: 'No money moves: this page stands in for a payment provider.',
    chooseEnding: 'Choose how this payment ends.',
    cancel: 'Cancel',
    pay: 'Pay',
    /** How a payment that was not paid ended, by the invoice's status. */
    ended: (status: string) => `The payment is ${status}.`,
    backToShop: 'Back to the shop',
  },
  {
    ru: {
      title: 'Тестовая оплата',
      invoice: (shortId) => `Счёт ${shortId}`,
      description: 'Деньги не списываются: эта страница заменяет платёжный сервис.',
      chooseEnding: 'Выберите, чем закончится этот платёж.',
      cancel: 'Отменить',
      pay: 'Оплатить',
      ended: (status) => RU_PAYMENT_ENDS[status] ?? `Статус платежа: ${status}.`,
      backToShop: 'Вернуться в магазин',
    },
  },
);
