import { Stack } from '@mantine/core';
import { whereEquals } from '../../../shared/graphql/filters';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { VariantView } from '../../../shared/variants/variant-registry';
import { usePageSegment } from '../../../shared/page/page-context';
import { socialProfileVariants } from '../../social/profile-variants';
import { useSocialProfilesOfSubjectSuspenseQuery } from '../../social/widget.generated';
import type { RbacWidgetProps } from '../widget-props';
import { SUBJECT_SEGMENT } from './paths';

/**
 * The social profiles of the subject the url names (subjects-to-social-module-profiles), each in
 * its own variant, as the social module's profile page shows them. A subject without one, or one
 * whose profile is not public, shows nothing here: the page's other widgets say so.
 */
export function SubjectSocialProfileOverviewDefault({ widget }: RbacWidgetProps) {
  const slug = usePageSegment(SUBJECT_SEGMENT) ?? '';
  const { data } = useSocialProfilesOfSubjectSuspenseQuery({ variables: { filters: whereEquals('slug', slug) } });
  const subject = data.rbacSubjectList[0];
  if (!subject?.socialModuleProfiles.length) return null;
  return (
    <WidgetSection className={widget.className ?? undefined} data-subject-social-profile-overview={subject.slug}>
      <Stack gap={48}>
        {subject.socialModuleProfiles.map((profile) => (
          <VariantView key={profile.id} registry={socialProfileVariants} variant={profile.variant} props={{ profile }} />
        ))}
      </Stack>
    </WidgetSection>
  );
}
