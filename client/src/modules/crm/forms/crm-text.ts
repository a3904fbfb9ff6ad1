import { defineTexts } from '../../../shared/i18n/define-texts';

// The CRM request form's own words (its inputs' labels come from the API). English as the spec writes them.
export const useCrmText = defineTexts(
  { submit: 'Submit', submitted: 'Form submitted successfully' },
  { ru: { submit: 'Отправить', submitted: 'Форма отправлена' } },
);
