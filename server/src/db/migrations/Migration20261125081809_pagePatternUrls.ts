import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081809_pagePatternUrls extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "host_pages_url_index" on "host_pages" ("url") where url like '%[%';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "host_pages_url_index";`);
  }

}
