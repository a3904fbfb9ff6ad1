import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { AuthLink } from './AuthLink';
import { useAuthenticationText } from './authentication-text';
import { authenticationPaths } from './paths';

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
  const text = useAuthenticationText();
  return (
    <AuthCard
      title={title}
      description={description}
      footer={footer ?? <AuthLink path={authenticationPaths.selectMethod}>{text.backToSignIn}</AuthLink>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">{children}</Stack>
      </form>
    </AuthCard>
  );
}
