import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorSentence, errorSentences } from './error-sentences';
import { fieldErrorsOf } from './field-errors';

describe("the server's messages as sentences for people", () => {
  it('drops the field a message starts with and translates the messages the forms meet', () => {
    expect(errorSentence('password: the current password is wrong', 'en', 'password')).toBe('The current password is wrong.');
    expect(errorSentence('password: the current password is wrong', 'ru', 'password')).toBe('Текущий пароль неверен.');
    expect(errorSentence('data.newPassword: must be at least 8 characters', 'en')).toBe('Use at least 8 characters.');
    expect(errorSentence('data.newPassword: must be at least 8 characters', 'ru')).toBe('Нужно не меньше 8 символов.');
    expect(errorSentence('Invalid login or password', 'ru')).toBe('Неверная почта или пароль.');
    expect(errorSentence('Too many attempts: try again in 2 minutes', 'ru')).toBe('Слишком много попыток: попробуйте снова через 2 минуты.');
    expect(errorSentence('Too many attempts: try again in 1 minute', 'en')).toBe('Too many attempts: try again in 1 minute.');
  });

  it('starts any other message as a sentence, its field dropped, a label of a person kept', () => {
    expect(errorSentence('limit: must be at most 100', 'en')).toBe('Must be at most 100');
    expect(errorSentence('answers.budget: something new', 'ru', 'answers.budget')).toBe('Something new');
    expect(errorSentence('Name: is required', 'en', 'answers.name')).toBe('Name: is required');
  });

  it('answers one sentence per error of a GraphQL answer, and places those naming a field under its input', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'login: an account with this email already exists', extensions: { code: 'CONFLICT', field: 'login' } },
        { message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } },
      ],
    });
    expect(errorSentences(error, 'ru')).toEqual(['Аккаунт с этой почтой уже есть.', 'Sign in first']);
    expect(fieldErrorsOf(error, ['login', 'password'], 'en')).toEqual({ login: 'An account with this email already exists.' });
    // The admin's forms keep the server's words after the field's path.
    expect(fieldErrorsOf(error, ['login'])).toEqual({ login: 'an account with this email already exists' });
  });
});
