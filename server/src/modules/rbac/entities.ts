import { defineModel, defineRelation, entityNamed, type ModelDefinition } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';
import { identitiesOwnOrPublic, subjectsOwnOrPublic } from './public-profiles.js';

const module = 'rbac';

export const IDENTITY_PROVIDERS = ['email_and_password', 'EVM', 'telegram'] as const;

export const RbacWidget = defineModel({
  module,
  segment: 'widgets',
  implements: [Widget],
  variants: [
    'subject-authentication-select-method-default',
    'subject-authentication-email-and-password-registration-default',
    'subject-authentication-email-and-password-forgot-password-default',
    'subject-authentication-email-and-password-reset-password-default',
    'subject-authentication-logout-action-default',
    'subject-identity-settings-default',
    'me-authentication-default',
    'me-crm-module-form-request-create',
    'subject-list-default',
    'subject-overview-default',
    // The subject of the page's products (subjects-to-ecommerce-module-products) and social profiles.
    'subject-ecommerce-module-product-overview-default',
    'subject-social-module-profile-overview-default',
  ],
});
export const RbacRole = defineModel({
  module,
  segment: 'roles',
  fields: {
    title: f.text({ required: true, unique: true }),
    uid: f.text({ required: true, unique: true, description: "Stable name used by the code: 'admin' may do everything." }),
    availableOnRegistration: f.boolean({ description: 'Given to every subject on registration.' }),
  },
});
export const RbacAction = defineModel({
  module,
  segment: 'actions',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
const socialLinks = (): ModelDefinition => RbacSubjectsToSocialModuleProfiles;

/**
 * Who has an account is nobody else's business: a subject reads its own row, admins all, and
 * anyone the subjects whose profile is public (see public-profiles.ts).
 */
export const RbacSubject = defineModel({
  module,
  segment: 'subjects',
  read: 'owner',
  owner: { field: 'id' },
  ...subjectsOwnOrPublic('id', socialLinks),
  fields: {
    slug: f.slug(),
    // Set by sign-out everywhere, a password change or reset, a reused refresh token: access
    // tokens issued before it are refused, though not yet expired.
    sessionsRevokedAt: f.datetime({ hidden: true }),
  },
});
export const RbacIdentity = defineModel({
  module,
  segment: 'identities',
  read: 'owner',
  owner: { link: (): ModelDefinition => RbacSubjectsToIdentities, key: 'identityId', subject: 'subjectId' },
  // A public profile shows the kinds of identities its subject has, never their details.
  ...identitiesOwnOrPublic((): ModelDefinition => RbacSubjectsToIdentities, socialLinks),
  fields: {
    provider: f.enum(IDENTITY_PROVIDERS, { required: true, default: 'email_and_password', index: true, aliases: { email: 'email_and_password' } }),
    email: f.text({ private: true, description: 'The address this identity signs in with: proven (registered with it, or confirmed by the code mailed to it).' }),
    account: f.text({ index: true, private: true, description: 'The wallet address (lower case) or the external account id.' }),
    password: f.text({ hidden: true }),
    salt: f.text({ hidden: true }),
    code: f.text({ hidden: true, index: true }),
    codeExpiresAt: f.datetime({ hidden: true }),
    // An address given but not proven yet: it signs nothing in, receives no reset and blocks no
    // registration until the code mailed to it confirms it (email-confirmation.ts).
    pendingEmail: f.text({ private: true, description: 'An address waiting for the code mailed to it: it replaces email once confirmed.' }),
    pendingEmailExpiresAt: f.datetime({ private: true, description: 'When the code mailed to pendingEmail stops working.' }),
    pendingEmailCode: f.text({ hidden: true }),
  },
  // One account per address: among proven addresses only, so that a pending one blocks nobody.
  indexes: [{ properties: ['email'], where: `provider = 'email_and_password'`, unique: true }],
});

export const RbacRefreshToken = defineModel({
  module,
  segment: 'refresh-tokens',
  read: 'admin',
  system: true,
  description: 'A session: refresh tokens are single use; each refresh makes the next one of the family.',
  fields: {
    subjectId: f.ref(() => RbacSubject),
    // Generated when an admin makes one by hand: a token nobody holds.
    tokenHash: f.text({ required: true, unique: true, hidden: true, generated: 'secret' }),
    familyId: f.uuid({ required: true, index: true, description: 'The sign-in this token descends from.' }),
    expiresAt: f.datetime({ required: true }),
    familyExpiresAt: f.datetime({ description: 'When the sign-in ends, however often it is refreshed: rotation keeps it.' }),
    usedAt: f.datetime({ description: 'When it was exchanged for the next token.' }),
    revokedAt: f.datetime(),
  },
});
export const RbacNonce = defineModel({
  module,
  segment: 'nonces',
  read: 'admin',
  system: true,
  description: 'A single-use nonce for a Sign-In with Ethereum message.',
  fields: {
    value: f.text({ required: true, unique: true }),
    expiresAt: f.datetime({ required: true }),
    usedAt: f.datetime(),
  },
});

const subject = () => RbacSubject;
const role = () => RbacRole;

export const RbacRolesToActions = defineRelation({
  module,
  segment: 'roles-to-actions',
  fields: { roleId: f.ref(role), actionId: f.ref(() => RbacAction) },
});
export const RbacRolesToEcommerceModuleProducts = defineRelation({
  module,
  segment: 'roles-to-ecommerce-module-products',
  fields: { roleId: f.ref(role), ecommerceModuleProductId: f.ref(() => entityNamed('EcommerceProduct')) },
});
export const RbacSubjectsToRoles = defineRelation({
  module,
  segment: 'subjects-to-roles',
  read: 'owner',
  owner: { field: 'subjectId' },
  fields: { subjectId: f.ref(subject), roleId: f.ref(role) },
});
export const RbacSubjectsToIdentities = defineRelation({
  module,
  segment: 'subjects-to-identities',
  read: 'owner',
  owner: { field: 'subjectId' },
  ...subjectsOwnOrPublic('subjectId', socialLinks),
  fields: { subjectId: f.ref(subject), identityId: f.ref(() => RbacIdentity) },
});
export const RbacSubjectsToSocialModuleProfiles = defineRelation({
  module,
  segment: 'subjects-to-social-module-profiles',
  fields: { subjectId: f.ref(subject), socialModuleProfileId: f.ref(() => entityNamed('SocialProfile')) },
});
export const RbacSubjectsToEcommerceModuleProducts = defineRelation({
  module,
  segment: 'subjects-to-ecommerce-module-products',
  read: 'owner',
  owner: { field: 'subjectId' },
  fields: { subjectId: f.ref(subject), ecommerceModuleProductId: f.ref(() => entityNamed('EcommerceProduct')) },
});
export const RbacSubjectsToEcommerceModuleOrders = defineRelation({
  module,
  segment: 'subjects-to-ecommerce-module-orders',
  read: 'owner',
  owner: { field: 'subjectId' },
  fields: { subjectId: f.ref(subject), ecommerceModuleOrderId: f.ref(() => entityNamed('EcommerceOrder')) },
});
