import { Paper, Stack, Text, Title } from '@mantine/core';
import { useRbacMeCrmFormsSuspenseQuery } from './me.generated';
import { OLDEST_FIRST } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { CrmRequestForm } from '../../crm/forms/CrmRequestForm';
import { useProfilesText } from '../profiles/profiles-text';
import { SignedInOnly } from '../../../shared/session/SignedInOnly';
import type { RbacWidgetProps } from '../widget-props';

/** The site's request forms for the signed-in subject ('me') to send; anyone else is asked to sign in (the spec: shown only when a subject is logged in). */
export function MeCrmFormRequestCreate({ widget }: RbacWidgetProps) {
  const language = useLanguage();
  const text = useProfilesText();
  const { data } = useRbacMeCrmFormsSuspenseQuery({ variables: { orderBy: OLDEST_FIRST } });
  return (
    <WidgetSection className={widget.className ?? undefined} data-me-crm-form-request>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      <SignedInOnly fallback={<Text c="dimmed">{text.signInToWrite}</Text>}>
        <Stack gap="lg" maw={640}>
          {data.crmFormList.map((form) => (
            <Paper key={form.id} withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
              <Stack gap="md">
                <Title order={2} fz="xl">
                  {titleIn(form.title, language)}
                </Title>
                <CrmRequestForm form={form} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </SignedInOnly>
    </WidgetSection>
  );
}
