import { Anchor, Stack } from '@mantine/core';
import { useSocialProfilesOfSubjectSuspenseQuery } from './widget.generated';
import { ContentHead } from '../../shared/head/ContentHead';
import { shortDescription } from '../../shared/head/head-tags';
import { whereEquals } from '../../shared/graphql/filters';
import { textIn, titleIn } from '../../shared/i18n/localized-text';
import { useLanguage } from '../../shared/i18n/use-language';
import { SiteLink } from '../../shared/links/SiteLink';
import { EntityNotFound } from '../../shared/ui/EntityNotFound';
import { WidgetSection } from '../../shared/ui/WidgetSection';
import { VariantView } from '../../shared/variants/variant-registry';
import { usePageSegment } from '../../shared/page/page-context';
import { SUBJECT_SEGMENT, subjectPath } from '../rbac/profiles/paths';
import { useProfilesText } from '../rbac/profiles/profiles-text';
import { socialProfileVariants } from './profile-variants';
import type { SocialWidgetProps } from './widget-props';

/** The social profiles of the subject the url names (segment rbac.subjects.slug), each in its variant. */
export function SubjectSocialProfiles({ widget }: SocialWidgetProps) {
  const slug = usePageSegment(SUBJECT_SEGMENT) ?? '';
  const language = useLanguage();
  const text = useProfilesText();
  const { data } = useSocialProfilesOfSubjectSuspenseQuery({ variables: { filters: whereEquals('slug', slug) } });
  const subject = data.rbacSubjectList[0];
  const [main] = subject?.socialModuleProfiles ?? [];
  if (!subject || !main) return <EntityNotFound title={text.profileNotFound} />;
  return (
    <WidgetSection className={widget.className ?? undefined} data-subject-social-profiles={subject.slug}>
      <ContentHead
        content={{ title: titleIn(main.title, language), description: shortDescription(textIn(main.subtitle, language)), type: 'profile' }}
      />
      <Stack gap={48}>
        {subject.socialModuleProfiles.map((profile) => (
          <VariantView key={profile.id} registry={socialProfileVariants} variant={profile.variant} props={{ profile }} />
        ))}
        <Anchor component={SiteLink} url={subjectPath(subject.slug)} fw={500}>
          {text.viewProfile}
        </Anchor>
      </Stack>
    </WidgetSection>
  );
}
