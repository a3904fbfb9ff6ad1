import { Migration } from '@mikro-orm/migrations';

const PUBLISHABLE = ['blog_articles', 'ecommerce_products', 'host_pages'];

/**
 * Drafts: products, pages and articles gain `published_at`, empty for a draft, which only
 * admins see. Every row there is was live before, so each is published as of its creation.
 */
export class Migration20261127052203_publishing extends Migration {

  override async up(): Promise<void> {
    for (const table of PUBLISHABLE) {
      this.addSql(`alter table "${table}" add column "published_at" timestamptz(3) null;`);
      this.addSql(`update "${table}" set "published_at" = "created_at";`);
    }
  }

  override async down(): Promise<void> {
    for (const table of PUBLISHABLE) this.addSql(`alter table "${table}" drop column "published_at";`);
  }

}
