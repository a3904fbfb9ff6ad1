import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '../../../shared/errors/field-errors';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useLanguage } from '../../../shared/i18n/use-language';
import { type SessionTokens, useSubjectSession } from '../../../shared/session/subject-session';
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
  const language = useLanguage();

  const form = useFormik<Credentials>({
    initialValues: { login: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: (values, helpers) =>
      run(async () => {
        // The server's refusal of a field shows under its input too ('An account with this email already exists.').
        const tokens = await send({ login: values.login.trim(), password: values.password }).catch((error: unknown) => {
          helpers.setErrors(fieldErrorsOf(error, Object.keys(values), language));
          throw error;
        });
        if (!tokens) throw new Error('No data');
        await start?.(tokens);
        void navigate(signedInTarget());
      }),
  });
  return { form, status };
}
