import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAuthenticationText } from './authentication-text';
import { useValidationSchemas } from './validation';

const errorsOf = async (schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

/** The rules as the screens at `path` build them (their language comes from the url). */
function schemasAt(path: string) {
  return renderHook(() => useValidationSchemas(), { wrapper: routerAt(path) }).result.current;
}

const routerAt = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return createElement(MemoryRouter, { initialEntries: [path] }, children);
  };

describe('sign-in validation', () => {
  it('wants an email address and a password of at least 8 characters', async () => {
    const { loginSchema } = schemasAt('/rbac/subject/authentication/select-method');
    expect(await errorsOf(loginSchema, { login: 'ada@example.com', password: '12345678' })).toEqual([]);
    expect(await errorsOf(loginSchema, { login: 'ada', password: '1234567' })).toEqual([
      'Enter a valid email address',
      'Password must be at least 8 characters',
    ]);
    expect(await errorsOf(loginSchema, { login: '' })).toEqual(['Email is required', 'Password is required']);
  });

  it('wants the reset code and a confirmation equal to the password', async () => {
    const { resetPasswordSchema } = schemasAt('/rbac/subject/authentication/email-and-password/reset-password');
    expect(await errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirmation: '12345678', code: 'c' })).toEqual([]);
    expect(await errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirmation: '87654321', code: '' })).toEqual([
      'Passwords do not match',
      'The reset link has no code: open the link from the email again',
    ]);
  });

  it('says the same in Russian under /ru', async () => {
    const { loginSchema, forgotPasswordSchema, resetPasswordSchema } = schemasAt('/ru/rbac/subject/authentication/select-method');
    expect(await errorsOf(loginSchema, { login: 'ada', password: '1234567' })).toEqual([
      'Введите корректный адрес электронной почты',
      'Пароль должен содержать не менее 8 символов',
    ]);
    expect(await errorsOf(loginSchema, { login: ' ' })).toEqual(['Укажите электронную почту', 'Введите пароль']);
    expect(await errorsOf(forgotPasswordSchema, { email: 'ada' })).toEqual(['Введите корректный адрес электронной почты']);
    expect(await errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirmation: '87654321', code: '' })).toEqual([
      'Пароли не совпадают',
      'В ссылке нет кода восстановления: откройте ссылку из письма ещё раз',
    ]);
  });

  it('writes the minimum length with the plural form of its number', () => {
    const ru = renderHook(() => useAuthenticationText(), { wrapper: routerAt('/ru') }).result.current;
    expect([1, 3, 8, 21].map(ru.passwordHint)).toEqual(['Не менее 1 символа', 'Не менее 3 символов', 'Не менее 8 символов', 'Не менее 21 символа']);
    const en = renderHook(() => useAuthenticationText(), { wrapper: routerAt('/') }).result.current;
    expect([1, 8].map(en.passwordHint)).toEqual(['At least 1 character', 'At least 8 characters']);
  });
});
