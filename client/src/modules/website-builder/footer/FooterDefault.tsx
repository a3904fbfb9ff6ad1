import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { Logotype } from '../logotypes/Logotype';
import { buttonsArraysOf, type WebsiteBuilderWidgetProps } from '../widget-props';
import { SITE_WIDTH } from '../../../shared/ui/site-width';

/**
 * The site's footer: who we are, columns of links (one per buttons array), the language switch.
 * A buttons array's title is the staff's name for it ('Footer'): it names its column (a heading)
 * only where several columns need telling apart, and only in the visitor's language; else it
 * labels the column's navigation for screen readers alone.
 */
export function FooterDefault({ widget }: WebsiteBuilderWidgetProps) {
  const language = useLanguage();
  const title = titleIn(widget.title, language);
  const description = textIn(widget.description, language);
  const { main, additional } = buttonsArraysOf(widget);
  const columns = [...main, ...additional];
  const logotype = widget.logotypes[0];

  return (
    <Box component="footer" bg="dark.8" c="gray.3" className={widget.className ?? undefined} data-footer>
      <Container size={SITE_WIDTH} py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={{ base: 'xl', md: 48 }}>
          <Stack gap="sm">
            {logotype ? (
              <Logotype logotype={logotype} height={28} color="white" />
            ) : (
              <Text fw={800} fz={22} c="white" style={{ letterSpacing: '-0.03em' }}>
                {title}
              </Text>
            )}
            {description && (
              <Text size="sm" c="gray.5" maw={280}>
                {description}
              </Text>
            )}
          </Stack>
          {columns.map((array) => (
            <Stack key={array.id} gap="xs" component="nav" aria-label={textIn(array.title, language) ?? title}>
              {columns.length > 1 && textIn(array.title, language) && (
                <Text size="xs" tt="uppercase" fw={700} c="gray.5" style={{ letterSpacing: '0.08em' }} data-footer-heading>
                  {textIn(array.title, language)}
                </Text>
              )}
              {array.buttons.map((button) => (
                <Anchor key={button.id} component={SiteLink} url={button.url} c="gray.3" size="sm" underline="hover">
                  {titleIn(button.title, language)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="xl" color="dark.5" />
        <Group justify="space-between" gap="md">
          <Text size="xs" c="gray.5">
            © {new Date().getFullYear()} {title}
          </Text>
          <LanguageSwitch tone="dark" />
        </Group>
      </Container>
    </Box>
  );
}
