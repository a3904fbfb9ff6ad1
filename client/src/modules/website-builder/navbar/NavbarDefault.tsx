import { Box, Burger, Collapse, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language';
import { CartButton } from '../../ecommerce/cart/CartButton';
import { AccountMenu } from '../../rbac/account/AccountMenu';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch';
import { titleIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { WebsiteButton } from '../buttons/WebsiteButton';
import { Logotype } from '../logotypes/Logotype';
import { buttonsArraysOf, type WebsiteBuilderWidgetProps } from '../widget-props';
import { SITE_WIDTH } from '../../../shared/ui/site-width';

const MOBILE_MENU_ID = 'navbar-mobile-menu';

/**
 * The site's header: logotype, menu and language switch in a sticky bar. Below the large
 * breakpoint the menu folds behind a burger that opens and closes a panel under the bar.
 */
export function NavbarDefault({ widget }: WebsiteBuilderWidgetProps) {
  const language = useLanguage();
  const text = useUiText();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { main, additional } = buttonsArraysOf(widget);
  const logotype = widget.logotypes[0];
  const menuLabel = titleIn(widget.title, language);
  const menuButtons = main.flatMap((array) => array.buttons);
  const actionButtons = additional.flatMap((array) => array.buttons);

  // Following a link in the open panel closes it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="rgba(255, 255, 255, 0.88)"
      className={widget.className ?? undefined}
      style={{
        zIndex: 100,
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
      data-navbar
    >
      <Container size={SITE_WIDTH}>
        <Group h={64} justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            {logotype && <Logotype logotype={logotype} height={30} color="dark.9" />}
            <Group component="nav" aria-label={menuLabel} gap={2} visibleFrom="lg">
              {menuButtons.map((button) => (
                <WebsiteButton key={button.id} button={button} size="sm" fw={500} />
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap="xs" visibleFrom="lg">
              {actionButtons.map((button) => (
                <WebsiteButton key={button.id} button={button} size="sm" />
              ))}
            </Group>
            <Box visibleFrom="lg">
              <LanguageSwitch />
            </Box>
            <CartButton />
            <AccountMenu />
            <Burger
              hiddenFrom="lg"
              opened={opened}
              onClick={toggle}
              size="sm"
              aria-label={opened ? text.closeNavigation : text.openNavigation}
              aria-expanded={opened}
              aria-controls={MOBILE_MENU_ID}
            />
          </Group>
        </Group>
      </Container>
      <Box hiddenFrom="lg">
        <Collapse expanded={opened} id={MOBILE_MENU_ID} onClick={closeOnLink}>
          <Divider color="gray.2" />
          <Container size={SITE_WIDTH} py="md">
            <Stack component="nav" aria-label={menuLabel} gap={2}>
              {menuButtons.map((button) => (
                <WebsiteButton key={button.id} button={button} size="md" justify="flex-start" fullWidth fw={500} />
              ))}
            </Stack>
            {actionButtons.length > 0 && (
              <Group gap="xs" mt="md">
                {actionButtons.map((button) => (
                  <WebsiteButton key={button.id} button={button} size="md" />
                ))}
              </Group>
            )}
            <Group justify="space-between" mt="md">
              <Text size="sm" c="dimmed">
                {text.language}
              </Text>
              <LanguageSwitch />
            </Group>
          </Container>
        </Collapse>
      </Box>
    </Box>
  );
}
