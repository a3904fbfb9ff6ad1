import { Migration } from '@mikro-orm/migrations';

export class Migration20261125215309_fileSource extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "file_storage_files" add column "source" text null;`);
    this.addSql(`create index "file_storage_files_source_index" on "file_storage_files" ("source");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "file_storage_files_source_index";`);
    this.addSql(`alter table "file_storage_files" drop column "source";`);
  }

}
