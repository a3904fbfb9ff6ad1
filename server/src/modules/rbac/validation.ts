import { badInput } from '../../core/errors.js';
import { checkText } from '../../core/text-input.js';

/** The rules for sign-in data, with the same messages the client shows. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 8;

export function checkEmail(value: unknown, field: string): string {
  if (typeof value !== 'string' || !EMAIL_PATTERN.test(value.trim()) || value.length > 320) {
    throw badInput(`${field}: must be a valid email address`, field);
  }
  return checkText(value.trim().toLowerCase(), field);
}

export function checkPassword(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD) {
    throw badInput(`${field}: must be at least ${MIN_PASSWORD} characters`, field);
  }
  if (value.length > 1024) throw badInput(`${field}: must be at most 1024 characters`, field);
  return value;
}

export function checkString(value: unknown, field: string, min = 1): string {
  if (typeof value !== 'string' || value.length < min) {
    throw badInput(min > 1 ? `${field}: must be at least ${min} characters` : `${field} is required`, field);
  }
  return checkText(value, field);
}

export function dataObject(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badInput('data: expected an object', 'data');
  return value as Record<string, unknown>;
}
