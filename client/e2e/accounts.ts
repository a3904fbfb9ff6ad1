import { randomInt } from 'node:crypto';
import { clientAddress, siteUrl } from './browser';

/** An email-and-password account of the site under test (changed by the walks that change it). */
export interface Account {
  email: string;
  password: string;
}

/**
 * A new account of its own for a walk, registered through the API (the registration screen
 * has walks of its own), from an address of its own (see clientAddress).
 */
export async function registeredAccount(prefix: string, password = 'first-password-1'): Promise<Account> {
  const email = `${prefix}-${Date.now()}-${randomInt(1_000_000)}@example.com`;
  const response = await fetch(siteUrl('/api/rbac/subjects/authentication/email-and-password/registration'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ login: email, password }),
  });
  if (response.status !== 201) throw new Error(`Registering ${email} answered ${response.status}: ${await response.text()}`);
  return { email, password };
}
