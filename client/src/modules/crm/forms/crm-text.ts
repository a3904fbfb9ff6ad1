import { defineTexts } from '../../../shared/i18n/define-texts';

// The CRM request form's own words (its inputs' labels come from the API). English first (the default language), then the translations.
export const useCrmText = defineTexts(
  { submit: 'Submit', submitted: 'Form submitted successfully' },
  { ru: { submit: 'Отправить', submitted: 'Форма отправлена' } },
);
