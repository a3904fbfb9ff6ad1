import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastError } from '../../../shared/toasts/toast-store';
import { useSubjectSession } from '../../../shared/session/subject-session';
import { useAuthenticationText } from './authentication-text';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

/**
 * Logs out and goes to the root, the one of the page's language; a failure
 * is toasted, the tokens are gone anyway.
 */
export function LogoutPage() {
  const { end } = useSubjectSession();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const text = useAuthenticationText();
  // StrictMode runs effects twice in development: log out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await end?.();
      } catch (error) {
        toastError(error);
      }
      void navigate(to('/'), { replace: true });
    })();
  }, [end, navigate, to]);

  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={text.signingOut} />
    </Center>
  );
}
