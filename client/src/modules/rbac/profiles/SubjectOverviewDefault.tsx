import { Anchor, Badge, Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRbacSubjectProfileQuery, useRbacSubjectProfileSuspenseQuery } from './profiles.generated';
import { ContentHead } from '../../../shared/head/ContentHead';
import { shortDescription } from '../../../shared/head/head-tags';
import { whereEquals } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SiteLink } from '../../../shared/links/SiteLink';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { usePageSegment } from '../../../shared/page/page-context';
import type { RbacWidgetProps } from '../widget-props';
import { IdentityBadges } from './IdentityBadges';
import { SUBJECT_SEGMENT, socialProfilePath } from './paths';
import { useProfilesText } from './profiles-text';
import { useViewerSeesDetails } from './use-viewer-sees-details';

/**
 * Subject overview (the spec's): the subject the url names and its social profiles; its id and
 * identities for the subject itself and admins only. A subject without a social profile is
 * public to nobody, but sees its own profile page.
 */
export function SubjectOverviewDefault({ widget }: RbacWidgetProps) {
  const slug = usePageSegment(SUBJECT_SEGMENT) ?? '';
  const language = useLanguage();
  const text = useProfilesText();
  const variables = { filters: whereEquals('slug', slug) };
  const { data } = useRbacSubjectProfileSuspenseQuery({ variables });
  const subject = data.rbacSubjectList[0];
  // The subject itself and admins read it again with the details only they are shown; the
  // answer replaces the cached one, so the overview above re-renders with them.
  const detailed = useViewerSeesDetails(subject?.id, slug);
  const own = useRbacSubjectProfileQuery({ variables, fetchPolicy: 'network-only', skip: !detailed });
  if (!subject) return own.loading ? <Loader mx="auto" my="xl" display="block" aria-label={text.loading} /> : <EntityNotFound title={text.profileNotFound} />;

  const main = subject.socialModuleProfiles[0];
  const title = main ? titleIn(main.title, language) : subject.slug;
  return (
    <WidgetSection className={widget.className ?? undefined} data-subject-overview={subject.slug}>
      <ContentHead content={{ title, description: shortDescription(textIn(main?.subtitle, language)), type: 'profile' }} />
      <Stack gap={6} mb={{ base: 'lg', md: 'xl' }}>
        <Title order={1} fz={{ base: 32, md: 44 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
          {title}
        </Title>
        <Text c="dimmed" fz={{ base: 'md', md: 'lg' }} data-subject-slug>
          @{subject.slug}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: detailed ? 2 : 1 }} spacing="lg">
        {/* Ids and sign-in methods are the subject's own and the admins' business, not a visitor's. */}
        {detailed && (
          <Card withBorder radius="lg" padding="lg" data-subject-details>
            <Stack gap="md">
              <Group gap="xs" wrap="nowrap">
                <Text fw={600}>{text.subjectId}</Text>
                <Code style={{ overflowWrap: 'anywhere' }} data-subject-id>
                  {subject.id}
                </Code>
              </Group>
              <Text fw={600}>{text.identities}</Text>
              <IdentityBadges identities={subject.identities} />
            </Stack>
          </Card>
        )}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Text fw={600}>{text.socialProfiles}</Text>
            {subject.socialModuleProfiles.length === 0 && (
              <Text c="dimmed" data-no-social-profiles>
                {text.noSocialProfiles}
              </Text>
            )}
            {subject.socialModuleProfiles.map((profile) => (
              <Stack key={profile.id} gap={4} data-social-profile-card={profile.slug}>
                <Group gap="xs">
                  <Text fw={500}>{titleIn(profile.title, language)}</Text>
                  <Badge variant="outline" radius="sm" size="sm">
                    {text.socialProfile}
                  </Badge>
                </Group>
                {textIn(profile.subtitle, language) && (
                  <Text size="sm" c="dimmed">
                    {textIn(profile.subtitle, language)}
                  </Text>
                )}
              </Stack>
            ))}
            {/* Its page shows the social profiles: none, no page. */}
            {main && (
              <Anchor component={SiteLink} url={socialProfilePath(subject.slug)} fw={500} data-social-profile-link>
                <Group gap={4} component="span">
                  {text.socialProfile}
                  <ArrowRightIcon size={16} />
                </Group>
              </Anchor>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </WidgetSection>
  );
}
