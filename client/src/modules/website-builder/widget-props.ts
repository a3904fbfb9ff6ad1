import type { WebsiteBuilderWidgetContentFragment } from './widget.generated';

export interface WebsiteBuilderWidgetProps {
  widget: WebsiteBuilderWidgetContentFragment;
}

type ButtonsArrayLink = WebsiteBuilderWidgetContentFragment['widgetsToButtonsArrays'][number];
type ButtonsArray = NonNullable<ButtonsArrayLink['buttonsArray']>;

/**
 * A widget's buttons arrays, in order, split by the link's variant: 'default' arrays are the
 * widget's main buttons (a navbar's menu), 'additional' ones its secondary buttons.
 */
export function buttonsArraysOf(widget: WebsiteBuilderWidgetContentFragment): { main: ButtonsArray[]; additional: ButtonsArray[] } {
  const links = [...widget.widgetsToButtonsArrays].sort((a, b) => a.orderIndex - b.orderIndex);
  const arrays = (variant: string) =>
    links.filter((link) => link.variant === variant).flatMap((link) => (link.buttonsArray ? [link.buttonsArray] : []));
  return { main: arrays('default'), additional: arrays('additional') };
}
