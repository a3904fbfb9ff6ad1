import { Box, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SocialProfilesOfSubjectQuery } from './widget.generated';
import { useRenderReport } from '../../shared/page/render-report';
import { textIn, titleIn } from '../../shared/i18n/localized-text';
import { useLanguage } from '../../shared/i18n/use-language';
import { RichText } from '../../shared/rich-text/RichText';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';

export type SocialProfile = SocialProfilesOfSubjectQuery['rbacSubjectList'][number]['socialModuleProfiles'][number];

// The profile's linked widgets are the website-builder module's: rendered by its own code, a chunk loaded when one is shown.
const WebsiteBuilderWidget = lazy(() => import('../website-builder/WebsiteBuilderWidget'));

/** A social profile (variant overview-default): its title, subtitle and text, then the website-builder widgets it links. */
export function SocialProfileOverview({ profile }: { profile: SocialProfile }) {
  const language = useLanguage();
  const report = useRenderReport();
  if (profile.websiteBuilderModuleWidgets.length) report?.module('website-builder');
  const subtitle = textIn(profile.subtitle, language);
  return (
    <Stack gap="md" className={profile.className ?? undefined} data-social-profile={profile.slug}>
      <Title order={1} fz={{ base: 32, md: 44 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
        {titleIn(profile.title, language)}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      )}
      <RichText value={textIn(profile.description, language)} maw={720} />
      {profile.websiteBuilderModuleWidgets.map((widget) => (
        <Box key={widget.id} data-social-profile-widget>
          <Suspense fallback={<WidgetSkeleton />}>
            <WebsiteBuilderWidget widget={widget} />
          </Suspense>
        </Box>
      ))}
    </Stack>
  );
}
