import pluralize from 'pluralize';

// `metadata` is one entity (`HostMetadata`, table `host_metadata`), not a plural of "metadatum".
pluralize.addUncountableRule('metadata');

/** `website-builder` → `WebsiteBuilder` */
export const pascal = (kebab: string) =>
  kebab
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** `website-builder` → `websiteBuilder` */
export const camel = (kebab: string) => {
  const name = pascal(kebab);
  return name[0].toLowerCase() + name.slice(1);
};

/** `pageId` / `website-builder` → `page_id` / `website_builder` */
export const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/** `attribute-keys` → `attribute-key`, `metadata` → `metadata` (uncountable). */
export const singular = (kebab: string) => {
  const words = kebab.split('-');
  words[words.length - 1] = pluralize.singular(words[words.length - 1]);
  return words.join('-');
};

/** `Ecommerce product` from `EcommerceProduct`: how the admin names an entity. */
export const humanize = (pascalName: string) => {
  const spaced = pascalName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced[0].toUpperCase() + spaced.slice(1);
};
