import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useLanguage } from './use-language';

export function SiteLayout() {
  const language = useLanguage();

  // Screen readers, hyphenation and spell-checkers read the page's language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <Container size="lg" py="xl">
      <Outlet />
    </Container>
  );
}
