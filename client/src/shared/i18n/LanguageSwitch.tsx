import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { pageQuery } from '../links/page-query';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from './language';
import { useLanguage } from './use-language';

interface LanguageSwitchProps {
  /** Light pills for light backgrounds, translucent ones for dark. */
  tone?: 'light' | 'dark';
  /** Carries the whole query along: an app screen's own state (the admin's filters), which no server render caches. */
  keepQuery?: boolean;
}

/**
 * The current page in each language, as links (so that they can be opened in a new tab and
 * followed by crawlers), shown as a two-pill toggle. A link carries the query parameters the
 * page reads, as the server rendered it, not the others (`?utm_source=…`): the page rendered
 * and cached for its path and those writes the same links as the browser hydrating it.
 */
export function LanguageSwitch({ tone = 'light', keepQuery = false }: LanguageSwitchProps) {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <Group
      component="nav"
      aria-label="Language"
      gap={2}
      p={3}
      wrap="nowrap"
      bg={tone === 'light' ? 'gray.1' : 'rgba(255, 255, 255, 0.08)'}
      style={{ borderRadius: 999 }}
    >
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <Button
            key={language}
            component={Link}
            to={pathInLanguage(pathname, language) + (keepQuery ? search : pageQuery(search)) + hash}
            lang={language}
            hrefLang={language}
            title={LANGUAGE_NAMES[language]}
            aria-current={active ? 'true' : undefined}
            size="compact-sm"
            radius="xl"
            px={10}
            variant={active ? 'white' : 'subtle'}
            color={active ? 'dark' : tone === 'light' ? 'gray' : 'gray.4'}
            style={active ? { boxShadow: 'var(--mantine-shadow-xs)' } : undefined}
            tt="uppercase"
            fw={600}
          >
            {language}
          </Button>
        );
      })}
    </Group>
  );
}
