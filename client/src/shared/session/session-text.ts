import { defineTexts } from '../i18n/define-texts';

// The session's words shown on protected content. English first (the default language), then the translations.
export const useSessionText = defineTexts({ notAuthorized: 'Not authorized' }, { ru: { notAuthorized: 'Нет доступа' } });
