import { Button, Container, EmptyState } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRenderStatus } from '../page/render-report';
import { localizedPath } from '../i18n/language';
import { useLanguage } from '../i18n/use-language';
import { useUiText } from '../i18n/ui-text';
import { SearchOffIcon } from './icons';

interface EntityNotFoundProps {
  /** 'Product not found' */
  title: string;
  description?: string;
}

/** An overview page whose url names nothing that exists (a removed product, a mistyped slug): the server answers it 404. */
export function EntityNotFound({ title, description }: EntityNotFoundProps) {
  useRenderStatus(404);
  const language = useLanguage();
  const text = useUiText();
  return (
    <Container size="sm" py={80} data-entity-not-found>
      <title>{title}</title>
      <EmptyState icon={<SearchOffIcon size={28} />} withIndicatorBackground>
        {/* The page's heading, for screen readers too. */}
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{description ?? text.notFoundHint}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={localizedPath('/', language)} variant="light">
            {text.goHome}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
