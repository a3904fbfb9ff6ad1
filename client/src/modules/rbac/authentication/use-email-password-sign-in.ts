import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { type SessionTokens, useSubjectSession } from '../session/subject-session';
import { useSignedInTarget } from './signed-in-target';
import { useValidationSchemas } from './validation';

export interface Credentials {
  login: string;
  password: string;
}

/**
 * The email-and-password form that signs a subject in (login, registration): checks the
 * rules, sends the credentials (the email trimmed), starts the session with the tokens the
 * server answers, and goes on to the signed-in page.
 */
export function useEmailPasswordSignIn(send: (credentials: Credentials) => Promise<SessionTokens | undefined>) {
  const { start } = useSubjectSession();
  const { status, run } = useSubmitStatus();
  const navigate = useNavigate();
  const signedInTarget = useSignedInTarget();
  const { loginSchema } = useValidationSchemas();

  const form = useFormik<Credentials>({
    initialValues: { login: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: (values) =>
      run(async () => {
        const tokens = await send({ login: values.login.trim(), password: values.password });
        if (!tokens) throw new Error('No data');
        await start?.(tokens);
        void navigate(signedInTarget());
      }),
  });
  return { form, status };
}
