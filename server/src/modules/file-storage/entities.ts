import { defineModel, defineRelation } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { Widget } from '../../core/model/shared-fields.js';

const module = 'file-storage';

export const FILE_STORAGE_PROVIDERS = ['local', 'aws-s3', 'vercel-blob'] as const;

export const FileStorageWidget = defineModel({ module, segment: 'widgets', implements: [Widget] });
export const FileStorageFile = defineModel({
  module,
  segment: 'files',
  // An order's receipt is its subject's: listed to admins only, reached by the subject through
  // its order's own link (the order's receipt url, ordersToFileStorageModuleFiles).
  linkedOnly: { variant: 'generate-template-ecommerce-order-receipt-default' },
  variants: [
    'generate-template-opengraph-image-default',
    'generate-template-ecommerce-order-receipt-default',
    'generate-template-ecommerce-product-attachment-default',
  ],
  fields: {
    adminTitle: f.adminTitle(),
    file: f.file({
      required: true,
      description: 'An uploaded file, a path (served under /public) or a full https url (used as is).',
    }),
    // An upload's facts: the server's word (see core/files/file-values.ts).
    mimeType: f.text({ filledByServer: true }),
    width: f.int({ filledByServer: true }),
    height: f.int({ filledByServer: true }),
    size: f.int({ filledByServer: true }),
    extension: f.text({ filledByServer: true }),
    alt: f.text(),
    provider: f.enum(FILE_STORAGE_PROVIDERS, { filledByServer: true }),
    containerClassName: f.text(),
    source: f.text({
      index: true,
      filledByServer: true,
      description: 'For a file the server draws on its own (an OpenGraph image): what it was drawn for, e.g. opengraph:products:<id>:en. Its newest drawing is served again instead of drawn anew.',
    }),
  },
});
export const FileStorageWidgetsToFiles = defineRelation({
  module,
  segment: 'widgets-to-files',
  fields: { widgetId: f.ref(() => FileStorageWidget), fileId: f.ref(() => FileStorageFile) },
});
