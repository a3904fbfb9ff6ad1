import { defineTexts } from '../../shared/i18n/define-texts';

// The dashboard's words. English first, then the translations. Counts read as 'Label: n' or
// sit under their label: no plural forms to get wrong in either language.
export const useDashboardText = defineTexts(
  {
    title: 'Dashboard',
    // The date of the week's Monday, written out: `November 23`.
    periods: (monday: string) => `Today counts from 00:00 UTC, this week from Monday, ${monday}, 00:00 UTC.`,
    paidToday: 'Paid today',
    paidThisWeek: 'Paid this week',
    paidOrders: 'Paid orders',
    revenue: 'Revenue',
    nothingPaid: 'Nothing paid yet.',
    waiting: 'Orders waiting for you',
    statuses: { approving: 'Paid, to approve', packaging: 'Packaging', delivering: 'Delivering' } as Record<string, string>,
    formRequests: 'Form requests',
    signUps: 'New sign-ups',
    today: 'Today',
    thisWeek: 'This week',
    openOrders: 'Open orders',
    openFormRequests: 'Open form requests',
    openSubjects: 'Open subjects',
    goTo: 'Go to',
    links: { orders: 'Orders', products: 'Products', formRequests: 'Form requests', pages: 'Pages', articles: 'Blog articles' },
    loadFailed: 'The dashboard could not be loaded.',
  },
  {
    ru: {
      title: 'Сводка',
      periods: (monday: string) => `Сегодня считается с 00:00 UTC, эта неделя — с понедельника, ${monday}, 00:00 UTC.`,
      paidToday: 'Оплачено сегодня',
      paidThisWeek: 'Оплачено за неделю',
      paidOrders: 'Оплаченные заказы',
      revenue: 'Выручка',
      nothingPaid: 'Оплат пока нет.',
      waiting: 'Заказы ждут вас',
      statuses: { approving: 'Оплачен, подтвердить', packaging: 'Собирается', delivering: 'В доставке' },
      formRequests: 'Заявки с форм',
      signUps: 'Новые регистрации',
      today: 'Сегодня',
      thisWeek: 'За неделю',
      openOrders: 'Открыть заказы',
      openFormRequests: 'Открыть заявки',
      openSubjects: 'Открыть пользователей',
      goTo: 'Перейти',
      links: { orders: 'Заказы', products: 'Товары', formRequests: 'Заявки с форм', pages: 'Страницы', articles: 'Статьи блога' },
      loadFailed: 'Не удалось загрузить сводку.',
    },
  },
);
