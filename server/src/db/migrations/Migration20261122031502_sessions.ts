import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031502_sessions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rbac_nonces" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "value" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "rbac_nonces_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_nonces_created_at_index" on "rbac_nonces" ("created_at");`);
    this.addSql(`create index "rbac_nonces_variant_index" on "rbac_nonces" ("variant");`);
    this.addSql(`alter table "rbac_nonces" add constraint "rbac_nonces_value_unique" unique ("value");`);

    this.addSql(`create table "rbac_refresh_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "variant" text not null default 'default', "class_name" text null, "subject_id" uuid not null, "token_hash" text not null, "family_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, constraint "rbac_refresh_tokens_pkey" primary key ("id"));`);
    this.addSql(`create index "rbac_refresh_tokens_created_at_index" on "rbac_refresh_tokens" ("created_at");`);
    this.addSql(`create index "rbac_refresh_tokens_variant_index" on "rbac_refresh_tokens" ("variant");`);
    this.addSql(`create index "rbac_refresh_tokens_subject_id_index" on "rbac_refresh_tokens" ("subject_id");`);
    this.addSql(`alter table "rbac_refresh_tokens" add constraint "rbac_refresh_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "rbac_refresh_tokens_family_id_index" on "rbac_refresh_tokens" ("family_id");`);

    this.addSql(`alter table "rbac_refresh_tokens" add constraint "rbac_refresh_tokens_subject_id_foreign" foreign key ("subject_id") references "rbac_subjects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notification_notifications" add column "payload" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rbac_nonces" cascade;`);

    this.addSql(`drop table if exists "rbac_refresh_tokens" cascade;`);

    this.addSql(`alter table "notification_notifications" drop column "payload";`);
  }

}
