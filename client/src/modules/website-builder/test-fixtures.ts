// Builders of website-builder answers for component tests (the widget, its menus and slides),
// with __typename as the server's, so that Apollo's cache stores them as it stores real answers.

import { noText, text } from '../../test/fixtures';
import type { WebsiteBuilderWidgetContentFragment } from './widget.generated';

export const button = (id: string, en: string, ru: string | null, url: string | null, variant = 'ghost') => ({
  __typename: 'WebsiteBuilderButton' as const,
  id,
  variant,
  className: null,
  url,
  title: text(en, ru),
});

export const buttonsArray = (id: string, en: string, buttons: ReturnType<typeof button>[]) => ({
  __typename: 'WebsiteBuilderButtonsArray' as const,
  id,
  variant: 'default',
  className: null,
  title: text(en, en),
  buttons,
});

export const slide = (id: string, en: string, ru: string | null, url: string | null, buttons: ReturnType<typeof button>[] = []) => ({
  __typename: 'WebsiteBuilderSlide' as const,
  id,
  variant: 'default',
  className: null,
  url,
  title: text(en, ru),
  subtitle: noText(),
  description: noText(),
  buttonsArrays: buttons.length ? [buttonsArray(`${id}-actions`, en, buttons)] : [],
  fileStorageModuleFiles: [],
});

type WebsiteBuilderWidget = WebsiteBuilderWidgetContentFragment;

/** A website-builder widget: nothing linked unless given. */
export function websiteBuilderWidget(
  fields: Partial<WebsiteBuilderWidget> & { id: string; variant: string },
  menus: { main?: ReturnType<typeof buttonsArray>[]; additional?: ReturnType<typeof buttonsArray>[] } = {},
): WebsiteBuilderWidget & { __typename: 'WebsiteBuilderWidget' } {
  const links = [
    ...(menus.main ?? []).map((array, index) => ({ variant: 'default', array, index })),
    ...(menus.additional ?? []).map((array, index) => ({ variant: 'additional', array, index })),
  ];
  return {
    __typename: 'WebsiteBuilderWidget',
    className: null,
    anchor: null,
    title: noText(),
    subtitle: noText(),
    description: noText(),
    logotypes: [],
    sliders: [],
    features: [],
    fileStorageModuleFiles: [],
    widgetsToButtonsArrays: links.map(({ variant, array, index }) => ({
      __typename: 'WebsiteBuilderWidgetsToButtonsArrays',
      id: `${fields.id}-${array.id}`,
      variant,
      orderIndex: index,
      buttonsArray: array,
    })),
    ...fields,
  } as WebsiteBuilderWidget & { __typename: 'WebsiteBuilderWidget' };
}
