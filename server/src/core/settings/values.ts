import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The rules settings share: each reads an environment variable (a string, or absent) into its
 * value, an empty string counting as absent, and its message says what was expected.
 */

export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
export const port = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ message: 'expected a port number' }).int('expected a whole number').min(0).max(65535),
);
/** A flag whose default depends on other settings: absent stays undefined. */
export const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
);
export const positiveInt = z.preprocess(emptyToUndefined, z.coerce.number().int('expected a whole number').positive());
export const wholeNumber = z.preprocess(emptyToUndefined, z.coerce.number().int('expected a whole number').nonnegative());
export const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
);
export const url = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `expected a ${protocols.map((p) => p.replace(':', '://...')).join(' or ')} url`)
      .optional(),
  );
/** An http(s) address: the public url, S3 endpoints, the payment providers' APIs. */
export const httpUrl = url(['http:', 'https:']);

/** An IP address (`127.0.0.1`, `::1`) or a CIDR range (`10.0.0.0/8`). */
export function isAddressOrRange(item: string): boolean {
  const [address, bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
