import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, useTransition } from 'react';
import { useRbacSubjectProfileListSuspenseQuery } from './profiles.generated';
import { type CursorPage, ESTIMATED_FROM, FIRST_PAGE, pageArguments, pageView } from '../../../shared/graphql/cursor-pages';
import { OLDEST_FIRST } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SiteLink } from '../../../shared/links/SiteLink';
import { CursorPager } from '../../../shared/ui/CursorPager';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import type { RbacWidgetProps } from '../widget-props';
import { subjectPath } from './paths';
import { useProfilesText } from './profiles-text';

const PAGE_SIZE = 12;

/**
 * The public profiles (subjects with a social profile), pages of twelve read by cursor: each card
 * the profile's name and line about itself, with a 'View profile' link; never a subject's ids or
 * how it signs in.
 */
export function SubjectListDefault({ widget }: RbacWidgetProps) {
  const language = useLanguage();
  const text = useProfilesText();
  const [page, setPage] = useState<CursorPage>(FIRST_PAGE);
  const [, startTransition] = useTransition();
  const { data } = useRbacSubjectProfileListSuspenseQuery({ variables: { ...pageArguments(page, PAGE_SIZE), orderBy: OLDEST_FIRST } });
  // A signed-in subject also reads its own row: the list shows the profiles that are public.
  const subjects = pageView(page, PAGE_SIZE, data.rbacSubjectList).rows.filter((subject) => subject.socialModuleProfiles.length > 0);
  const total = data.rbacSubjectCount;

  return (
    <WidgetSection className={widget.className ?? undefined} data-subject-list>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      {subjects.length === 0 && <Text c="dimmed">{text.noProfiles}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {subjects.map((subject) => {
          const profile = subject.socialModuleProfiles[0];
          return (
            <Card key={subject.id} withBorder radius="lg" padding="lg" data-subject-card={subject.slug}>
              <Stack gap="sm" h="100%">
                <Title order={3} fz="lg">
                  {titleIn(profile.title, language)}
                </Title>
                {textIn(profile.subtitle, language) && (
                  <Text size="sm" c="dimmed">
                    {textIn(profile.subtitle, language)}
                  </Text>
                )}
                <Group mt="auto" pt="sm">
                  <Button component={SiteLink} url={subjectPath(subject.slug)} variant="light" rightSection={<ArrowRightIcon size={16} />}>
                    {text.viewProfile}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Box mt="xl">
        <CursorPager
          page={page}
          size={PAGE_SIZE}
          rows={data.rbacSubjectList}
          total={total}
          estimated={total >= ESTIMATED_FROM}
          onPage={(next) => startTransition(() => setPage(next))}
        />
      </Box>
    </WidgetSection>
  );
}
