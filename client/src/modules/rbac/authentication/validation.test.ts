import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordSchema } from './validation';

const errorsOf = async (schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('sign-in validation (spec section 5)', () => {
  it('wants an email address and a password of at least 8 characters', async () => {
    expect(await errorsOf(loginSchema, { login: 'ada@example.com', password: '12345678' })).toEqual([]);
    expect(await errorsOf(loginSchema, { login: 'ada', password: '1234567' })).toEqual([
      'Enter a valid email address',
      'Password must be at least 8 characters',
    ]);
  });

  it('wants the reset code and a confirmation equal to the password', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirmation: '12345678', code: 'c' })).toEqual([]);
    expect(await errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirmation: '87654321', code: '' })).toEqual([
      'Passwords do not match',
      'The reset link has no code: open the link from the email again',
    ]);
  });
});
