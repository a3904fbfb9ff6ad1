import { defineTexts } from '../../../shared/i18n/define-texts';

// The session's words shown on protected content. English as the spec writes them.
export const useSessionText = defineTexts({ notAuthorized: 'Not authorized' }, { ru: { notAuthorized: 'Нет доступа' } });
