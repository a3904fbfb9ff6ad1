import { Anchor, AppShell, Burger, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { AdminLink } from './AdminLink';
import { useAdminRoute } from './AdminRoutes';
import { useAdminModelsQuery } from './admin-models.generated';
import { AccountMenu } from '../modules/rbac/account/AccountMenu';
import { WidgetErrorBoundary } from '../shared/errors/WidgetErrorBoundary';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch';
import { ADMIN_PATH } from './admin-paths';
import { Dashboard } from './dashboard/Dashboard';
import { useAdminText } from './admin-text';
import { indexModels } from './model-metadata';
import { ModelPanel } from './ModelPanel';
import { ModelTable } from './ModelTable';
import { OrdersNavLink } from './orders/OrdersNavLink';
import { ProductsNavLink } from './products/ProductsNavLink';

/** The theme's `sm` breakpoint, where AppShell's navbar stops being a mobile menu. */
const WIDE_SCREEN = '(min-width: 48em)';

/**
 * The admin screen: models on the left (Hide/Show), on the right the chosen model's table, or
 * `children` (a screen of its own), or the dashboard when neither is chosen.
 */
export function AdminShell({ children }: { children?: ReactNode }) {
  const text = useAdminText();
  const { model: selectedName } = useAdminRoute();
  const [panelShown, { toggle: togglePanel }] = useDisclosure(true);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const { data, error } = useAdminModelsQuery();
  const models = useMemo(() => data?.adminModels ?? [], [data]);
  const index = useMemo(() => indexModels(models), [models]);
  const selected = selectedName ? index.get(selectedName) : undefined;
  // Read at once (no server render): a wide screen starts with its panel shown.
  const wide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  const panelOpen = wide ? panelShown : mobileOpened;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !panelShown } }}
      padding="lg"
      bg="var(--mantine-color-gray-0)"
      data-admin
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={text.models} />
            <Anchor component={AdminLink} to={ADMIN_PATH} fw={800} fz="lg" c="dark.9" underline="never">
              {text.admin}
            </Anchor>
            <Button variant="default" size="xs" onClick={togglePanel} visibleFrom="sm" aria-expanded={panelShown} data-panel-toggle>
              {panelShown ? text.hide : text.show}
            </Button>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* On a phone the header keeps room for the language switch: the way to the site waits in the menu. */}
            <Anchor component={AdminLink} to="/" size="sm" visibleFrom="sm">
              {text.toSite}
            </Anchor>
            <LanguageSwitch keepQuery />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="sm"
        // AppShell only slides a collapsed panel out of view: hidden as well (once the slide
        // is over), its links leave the tab order and the accessibility tree.
        style={{ visibility: panelOpen ? 'visible' : 'hidden', transitionProperty: 'transform, top, height, visibility' }}
      >
        <Anchor component={AdminLink} to="/" size="sm" hiddenFrom="sm" px="sm" pb="sm">
          {text.toSite}
        </Anchor>
        <OrdersNavLink onNavigate={closeMobile} />
        <ProductsNavLink onNavigate={closeMobile} />
        {data ? <ModelPanel models={models} selected={selected?.name} onNavigate={closeMobile} /> : <Loader size="sm" m="md" />}
      </AppShell.Navbar>
      <AppShell.Main>
        {children}
        {error && <Text c="red">{error.message}</Text>}
        {!selectedName && !children && (
          <WidgetErrorBoundary>
            <Dashboard />
          </WidgetErrorBoundary>
        )}
        {data && selectedName && !selected && !children && (
          <Center mih={240}>
            <Text c="dimmed">{text.chooseModel}</Text>
          </Center>
        )}
        {selected && (
          <WidgetErrorBoundary key={selected.name}>
            <ModelTable key={selected.name} model={selected} models={index} />
          </WidgetErrorBoundary>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
