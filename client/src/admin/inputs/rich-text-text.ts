import { defineTexts } from '../../shared/i18n/define-texts';

// The rich-text editor's own words: toolbar labels, link form, copy feedback.
export const useRichTextText = defineTexts(
  {
    toolbar: 'Formatting',
    heading: (level: number) => `Heading ${level}`,
    bold: 'Bold',
    italic: 'Italic',
    strikethrough: 'Strikethrough',
    addLink: 'Add link',
    removeLink: 'Remove link',
    linkUrl: 'Link address',
    linkUrlInvalid: 'Enter an address starting with https://, http://, mailto: or /',
    applyLink: 'Apply',
    copy: 'Copy text',
    copied: 'Text copied to clipboard',
    copyFailed: 'Failed to copy text to clipboard',
  },
  {
    ru: {
      toolbar: 'Форматирование',
      heading: (level: number) => `Заголовок ${level}`,
      bold: 'Жирный',
      italic: 'Курсив',
      strikethrough: 'Зачёркнутый',
      addLink: 'Добавить ссылку',
      removeLink: 'Удалить ссылку',
      linkUrl: 'Адрес ссылки',
      linkUrlInvalid: 'Введите адрес, начинающийся с https://, http://, mailto: или /',
      applyLink: 'Применить',
      copy: 'Копировать текст',
      copied: 'Текст скопирован в буфер обмена',
      copyFailed: 'Не удалось скопировать текст в буфер обмена',
    },
  },
);
