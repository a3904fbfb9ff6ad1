import { Anchor, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { useAuthenticationText } from './authentication-text';
import { authenticationPaths } from './paths';
import { useLocalizedPath } from './use-localized-path';

interface AuthFormCardProps {
  title: string;
  description: string;
  /** Links under the card; 'Back to sign in' unless given. */
  footer?: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's inputs and its submit button, in a column. */
  children: ReactNode;
}

/** A sign-in screen that is one form (registration, forgot and reset password). */
export function AuthFormCard({ title, description, footer, onSubmit, children }: AuthFormCardProps) {
  const to = useLocalizedPath();
  const text = useAuthenticationText();
  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        footer ?? (
          <Anchor component={Link} to={to(authenticationPaths.selectMethod)} fw={500}>
            {text.backToSignIn}
          </Anchor>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">{children}</Stack>
      </form>
    </AuthCard>
  );
}
