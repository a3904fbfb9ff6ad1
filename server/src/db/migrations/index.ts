/**
 * Every migration, in order. Listed explicitly (not discovered from the folder) so that
 * the same list runs from TypeScript sources, from the build and inside tests.
 * `npm run migration:create` writes a new file and appends it here.
 */
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127052203_publishing } from './Migration20261127052203_publishing.js';
import { Migration20261127052131_checkoutTimes } from './Migration20261127052131_checkoutTimes.js';
import { Migration20261127051857_invoicePaidTime } from './Migration20261127051857_invoicePaidTime.js';
import { Migration20261127022305_checkoutReceiptsAndMails } from './Migration20261127022305_checkoutReceiptsAndMails.js';
import { Migration20261127020907_checkoutNumbers } from './Migration20261127020907_checkoutNumbers.js';
import { Migration20261126232058_orderLineSnapshots } from './Migration20261126232058_orderLineSnapshots.js';
import { Migration20261126163645_pendingEmails } from './Migration20261126163645_pendingEmails.js';
import { Migration20261125215309_fileSource } from './Migration20261125215309_fileSource.js';
import { Migration20261125214347_receiptJobs } from './Migration20261125214347_receiptJobs.js';
import { Migration20261125185757_coveringReferenceIndexes } from './Migration20261125185757_coveringReferenceIndexes.js';
import { Migration20261125085614_millisecondTimes } from './Migration20261125085614_millisecondTimes.js';
import { Migration20261125081809_pagePatternUrls } from './Migration20261125081809_pagePatternUrls.js';
import { Migration20261125072927_scaleIndexes } from './Migration20261125072927_scaleIndexes.js';
import { Migration20261123162423_sessionRevocation } from './Migration20261123162423_sessionRevocation.js';
import { Migration20261122031502_sessions } from './Migration20261122031502_sessions.js';
import { Migration20261122030526_initial } from './Migration20261122030526_initial.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122030526_initial', class: Migration20261122030526_initial },
  { name: 'Migration20261122031502_sessions', class: Migration20261122031502_sessions },
  { name: 'Migration20261123162423_sessionRevocation', class: Migration20261123162423_sessionRevocation },
  { name: 'Migration20261125072927_scaleIndexes', class: Migration20261125072927_scaleIndexes },
  { name: 'Migration20261125081809_pagePatternUrls', class: Migration20261125081809_pagePatternUrls },
  { name: 'Migration20261125085614_millisecondTimes', class: Migration20261125085614_millisecondTimes },
  { name: 'Migration20261125185757_coveringReferenceIndexes', class: Migration20261125185757_coveringReferenceIndexes },
  { name: 'Migration20261125214347_receiptJobs', class: Migration20261125214347_receiptJobs },
  { name: 'Migration20261125215309_fileSource', class: Migration20261125215309_fileSource },
  { name: 'Migration20261126163645_pendingEmails', class: Migration20261126163645_pendingEmails },
  { name: 'Migration20261126232058_orderLineSnapshots', class: Migration20261126232058_orderLineSnapshots },
  { name: 'Migration20261127020907_checkoutNumbers', class: Migration20261127020907_checkoutNumbers },
  { name: 'Migration20261127022305_checkoutReceiptsAndMails', class: Migration20261127022305_checkoutReceiptsAndMails },
  { name: 'Migration20261127051857_invoicePaidTime', class: Migration20261127051857_invoicePaidTime },
  { name: 'Migration20261127052131_checkoutTimes', class: Migration20261127052131_checkoutTimes },
  { name: 'Migration20261127052203_publishing', class: Migration20261127052203_publishing },
];
