import { Text } from '@mantine/core';
import type { ComponentType } from 'react';

/** An entity's rendering modes: variant name → the component that renders it. */
export type VariantRegistry<Props extends object> = Readonly<Record<string, ComponentType<Props>>>;

/** What a place that shows anything shows for a variant nobody knows. */
export const UNKNOWN_VARIANT = 'Unknown Variant';

interface VariantViewProps<Props extends object> {
  registry: VariantRegistry<Props>;
  variant: string;
  props: Props;
  /** 'nothing' (the default) or the 'Unknown Variant' label. */
  whenUnknown?: 'nothing' | 'label';
}

/** The registry's component for `variant`, rendered with `props`. */
export function VariantView<Props extends object>({ registry, variant, props, whenUnknown = 'nothing' }: VariantViewProps<Props>) {
  // Own keys only: a variant named 'constructor' or 'toString' is as unknown as any other.
  const Component = Object.hasOwn(registry, variant) ? registry[variant] : undefined;
  if (Component) return <Component {...props} />;
  if (whenUnknown === 'label') {
    return (
      <Text size="sm" c="dimmed" data-unknown-variant={variant}>
        {UNKNOWN_VARIANT}
      </Text>
    );
  }
  return null;
}
