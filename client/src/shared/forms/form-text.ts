import { defineTexts } from '../i18n/define-texts';

// The words every form shares. English as the spec writes them.
export const useFormText = defineTexts({ loading: 'Loading...' }, { ru: { loading: 'Загрузка...' } });
