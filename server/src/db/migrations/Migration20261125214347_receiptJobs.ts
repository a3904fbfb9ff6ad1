import { Migration } from '@mikro-orm/migrations';

export class Migration20261125214347_receiptJobs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "ecommerce_receipt_jobs" ("id" uuid not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "variant" text not null default 'default', "class_name" text null, "order_id" uuid not null, "status" text check ("status" in ('queued', 'rendering', 'done', 'failed')) not null default 'queued', "attempts" int not null default 0, "run_after" timestamptz(3) null, "last_error" text null, constraint "ecommerce_receipt_jobs_pkey" primary key ("id"));`);
    this.addSql(`alter table "ecommerce_receipt_jobs" add constraint "ecommerce_receipt_jobs_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "ecommerce_receipt_jobs_created_at_id_index" on "ecommerce_receipt_jobs" ("created_at", "id");`);
    this.addSql(`create index "ecommerce_receipt_jobs_variant_index" on "ecommerce_receipt_jobs" ("variant");`);
    this.addSql(`create index "ecommerce_receipt_jobs_status_index" on "ecommerce_receipt_jobs" ("status");`);

    this.addSql(`alter table "ecommerce_receipt_jobs" add constraint "ecommerce_receipt_jobs_order_id_foreign" foreign key ("order_id") references "ecommerce_orders" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ecommerce_receipt_jobs" cascade;`);
  }

}
