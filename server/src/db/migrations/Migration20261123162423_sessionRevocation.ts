import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162423_sessionRevocation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "rbac_subjects" add column "sessions_revoked_at" timestamptz null;`);

    this.addSql(`alter table "rbac_refresh_tokens" add column "family_expires_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rbac_refresh_tokens" drop column "family_expires_at";`);

    this.addSql(`alter table "rbac_subjects" drop column "sessions_revoked_at";`);
  }

}
