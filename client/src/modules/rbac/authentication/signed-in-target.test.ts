import { describe, expect, it } from 'vitest';
import { sameSitePath, signInPath } from './signed-in-target';

describe('the page a sign-in comes back to', () => {
  it('is a path of this site only', () => {
    expect(sameSitePath('/admin')).toBe('/admin');
    expect(sameSitePath('/admin/EcommerceProduct?x=1')).toBe('/admin/EcommerceProduct?x=1');
    for (const other of [null, '', 'admin', 'https://evil.example', '//evil.example', '/\\evil.example', '/admin\n', 'javascript:alert(1)']) {
      expect(sameSitePath(other), String(other)).toBeUndefined();
    }
  });

  it('travels in the sign-in link', () => {
    expect(signInPath('/admin/EcommerceProduct')).toBe('/rbac/subject/authentication/select-method?next=%2Fadmin%2FEcommerceProduct');
  });
});
