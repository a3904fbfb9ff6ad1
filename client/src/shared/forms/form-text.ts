import { defineTexts } from '../i18n/define-texts';

// The words every form shares. English first (the default language), then the translations.
export const useFormText = defineTexts({ loading: 'Loading...' }, { ru: { loading: 'Загрузка...' } });
