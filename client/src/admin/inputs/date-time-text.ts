import { defineTexts } from '../../shared/i18n/define-texts';

// The date-time input's own words (its label comes from the admin's field metadata).
export const useDateTimeText = defineTexts({ clear: 'Clear date' }, { ru: { clear: 'Очистить дату' } });
