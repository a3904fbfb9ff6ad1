import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

interface AuthLinkProps {
  /** A sign-in screen's path (`authenticationPaths`), in the current language. */
  path: string;
  /** Asked before the link: 'Already have an account?'. */
  question?: string;
  children: ReactNode;
}

/** A link from one sign-in screen to another, under its card. */
export function AuthLink({ path, question, children }: AuthLinkProps) {
  const to = useLocalizedPath();
  return (
    <>
      {question && <>{question} </>}
      <Anchor component={Link} to={to(path)} fw={500}>
        {children}
      </Anchor>
    </>
  );
}
