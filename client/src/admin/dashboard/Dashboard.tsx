import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminLink } from '../AdminLink';
import { formatDateTime } from '../../shared/i18n/formatters';
import { LANGUAGE_LOCALES } from '../../shared/i18n/language';
import { useLanguage } from '../../shared/i18n/use-language';
import { formatPrice } from '../../modules/ecommerce/prices/format-price';
import { modelPath } from '../admin-paths';
import { ADMIN_ORDERS_PATH } from '../orders/paths';
import { useAdminDashboardQuery, type DashboardSalesFieldsFragment } from './dashboard.generated';
import { useDashboardText } from './dashboard-text';

/** The admin screens the dashboard links to: the orders screen, and generic ones by their model. */
const SCREENS = {
  orders: ADMIN_ORDERS_PATH,
  products: modelPath('EcommerceProduct'),
  formRequests: modelPath('CrmRequest'),
  pages: modelPath('HostPage'),
  articles: modelPath('BlogArticle'),
} as const;

/** A card of the dashboard: its heading (a section of the screen), its figures, a link on. */
function DashboardCard({ title, name, children, link }: { title: string; name: string; children: ReactNode; link?: { to: string; text: string } }) {
  const headingId = `dashboard-${name}`;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg" data-dashboard-card={name}>
      <Stack gap="sm" h="100%">
        <Title order={2} id={headingId} fz="md" fw={600}>
          {title}
        </Title>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        {link && (
          <Anchor component={AdminLink} to={link.to} size="sm" fw={500}>
            {link.text}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** Figures under their labels, as a description list: a screen reader reads each label with its number. */
function Figures({ items }: { items: { label: string; value: ReactNode; figure: string }[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {items.map((item) => (
        <Group key={item.figure} justify="space-between" wrap="nowrap" gap="sm">
          <Text component="dt" size="sm" c="gray.7">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="lg" data-dashboard-figure={item.figure}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A period's paid checkouts: how many, then the revenue in each currency something was paid in. */
function Sales({ sales, period }: { sales: DashboardSalesFieldsFragment; period: string }) {
  const text = useDashboardText();
  const language = useLanguage();
  return (
    <>
      <Stack component="dl" gap={0} m={0}>
        <Text component="dt" size="sm" c="gray.7">
          {text.paidOrders}
        </Text>
        <Text component="dd" m={0} fw={800} fz={36} lh={1.1} data-dashboard-figure={`${period}-checkouts`}>
          {sales.checkouts}
        </Text>
      </Stack>
      {sales.revenue.length ? (
        <Figures
          items={sales.revenue.map((row) => ({
            label: `${text.revenue}, ${row.currency.slug.toUpperCase()}`,
            value: formatPrice(String(row.amount), row.currency, language),
            figure: `${period}-revenue-${row.currency.slug}`,
          }))}
        />
      ) : (
        <Text size="sm" c="gray.7">
          {text.nothingPaid}
        </Text>
      )}
    </>
  );
}

/**
 * The first screen of /admin: paid orders and revenue per currency of today and this week,
 * orders waiting for the shop, new form requests and sign-ups, and links to the screens a shop
 * is run from. Periods are UTC (as the server counts them), said under the title.
 */
export function Dashboard() {
  const text = useDashboardText();
  const language = useLanguage();
  // Read again on every visit: the figures move while the admin works elsewhere.
  const { data, error } = useAdminDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const dashboard = data?.adminDashboard;
  // The week starts on a Monday (the server's ISO week): its date, in the week's own time zone.
  const monday = dashboard && formatDateTime(LANGUAGE_LOCALES[language], { day: 'numeric', month: 'long', timeZone: 'UTC' }, new Date(String(dashboard.weekStartsAt)));
  const counts = (name: string, figures: { today: number; week: number }) => [
    { label: text.today, value: figures.today, figure: `${name}-today` },
    { label: text.thisWeek, value: figures.week, figure: `${name}-week` },
  ];

  return (
    <Stack gap="lg" maw={1200} data-dashboard>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {text.title}
        </Title>
        {monday && (
          <Text size="sm" c="gray.7" data-dashboard-periods>
            {text.periods(monday)}
          </Text>
        )}
      </Stack>
      {error && !dashboard && (
        <Alert color="red" variant="light" title={text.loadFailed}>
          {error.message}
        </Alert>
      )}
      {!dashboard && !error && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} h={160} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {dashboard && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DashboardCard title={text.paidToday} name="paid-today">
            <Sales sales={dashboard.paidToday} period="paid-today" />
          </DashboardCard>
          <DashboardCard title={text.paidThisWeek} name="paid-week">
            <Sales sales={dashboard.paidThisWeek} period="paid-week" />
          </DashboardCard>
          <DashboardCard title={text.waiting} name="waiting" link={{ to: SCREENS.orders, text: text.openOrders }}>
            <Figures
              items={dashboard.ordersWaiting.map((row) => ({ label: text.statuses[row.status] ?? row.status, value: row.checkouts, figure: `waiting-${row.status}` }))}
            />
          </DashboardCard>
          <DashboardCard title={text.formRequests} name="form-requests" link={{ to: SCREENS.formRequests, text: text.openFormRequests }}>
            <Figures items={counts('form-requests', dashboard.formRequests)} />
          </DashboardCard>
          <DashboardCard title={text.signUps} name="sign-ups" link={{ to: modelPath('RbacSubject'), text: text.openSubjects }}>
            <Figures items={counts('sign-ups', dashboard.signUps)} />
          </DashboardCard>
          <DashboardCard title={text.goTo} name="links">
            <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
              {(Object.keys(SCREENS) as (keyof typeof SCREENS)[]).map((screen) => (
                <li key={screen}>
                  <Anchor component={AdminLink} to={SCREENS[screen]} data-dashboard-link={screen}>
                    {text.links[screen]}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </DashboardCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}
