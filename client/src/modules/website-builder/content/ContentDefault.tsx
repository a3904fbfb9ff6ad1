import { Container, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { ButtonsArray } from '../buttons/ButtonsArray';
import { buttonsArraysOf, type WebsiteBuilderWidgetProps } from '../widget-props';

/** A block of text: title, lead, body and its buttons, at a comfortable reading width. */
export function ContentDefault({ widget }: WebsiteBuilderWidgetProps) {
  const language = useLanguage();
  const subtitle = textIn(widget.subtitle, language);
  const { main, additional } = buttonsArraysOf(widget);
  return (
    <Container component="section" size="md" py={{ base: 40, md: 72 }} className={widget.className ?? undefined}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 34, md: 48 }} lh={1.1} style={{ letterSpacing: '-0.025em' }}>
          {titleIn(widget.title, language)}
        </Title>
        {subtitle && (
          <Text fz={{ base: 'lg', md: 22 }} c="dimmed" lh={1.5}>
            {subtitle}
          </Text>
        )}
        <RichText value={textIn(widget.description, language)} fz="lg" />
        {[...main, ...additional].map((array) => (
          <ButtonsArray key={array.id} buttonsArray={array} />
        ))}
      </Stack>
    </Container>
  );
}
