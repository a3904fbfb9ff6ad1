/** The metadata that describes a page: its entry of variant 'primary'. */
export function primaryMetadata<Metadata extends { variant: string }>(metadata: readonly Metadata[]): Metadata | undefined {
  return metadata.find((entry) => entry.variant === 'primary');
}
