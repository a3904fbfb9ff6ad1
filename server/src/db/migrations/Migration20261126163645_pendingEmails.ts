import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163645_pendingEmails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "rbac_identities_email_index";`);

    this.addSql(`alter table "rbac_identities" add column "pending_email" text null, add column "pending_email_expires_at" timestamptz(3) null, add column "pending_email_code" text null;`);
    this.addSql(`create unique index "rbac_identities_email_unique" on "rbac_identities" ("email") where provider = 'email_and_password';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "rbac_identities_email_unique";`);
    this.addSql(`alter table "rbac_identities" drop column "pending_email", drop column "pending_email_expires_at", drop column "pending_email_code";`);

    this.addSql(`create index "rbac_identities_email_index" on "rbac_identities" ("email");`);
  }

}
