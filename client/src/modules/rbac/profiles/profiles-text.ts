import { defineTexts } from '../../../shared/i18n/define-texts';

// The words of profiles and the signed-in subject's widgets. English first, then the translations.
export const useProfilesText = defineTexts(
  {
    viewProfile: 'View profile',
    socialProfile: 'Social profile',
    profileNotFound: 'Profile not found',
    noProfiles: 'No public profiles yet.',
    identities: 'Signs in with',
    socialProfiles: 'Social profiles',
    noSocialProfiles: 'No social profile yet: the profile is shown to you alone.',
    loading: 'Loading',
    subjectId: 'Id',
    noIdentities: 'No sign-in method yet.',
    /** The badge of each identity provider (the spec's 'Email' and 'EVM'). */
    email_and_password: 'Email',
    EVM: 'EVM',
    telegram: 'Telegram',
    login: 'Login',
    signedInAs: 'Signed in as',
    settings: 'Settings',
    yourProfile: 'Your profile',
    signInToWrite: 'Sign in to send us a request.',
  },
  {
    ru: {
      viewProfile: 'Открыть профиль',
      socialProfile: 'Социальный профиль',
      profileNotFound: 'Профиль не найден',
      noProfiles: 'Публичных профилей пока нет.',
      identities: 'Входит через',
      socialProfiles: 'Социальные профили',
      noSocialProfiles: 'Социального профиля пока нет: профиль видите только вы.',
      loading: 'Загрузка',
      subjectId: 'Id',
      noIdentities: 'Способов входа пока нет.',
      email_and_password: 'Email',
      EVM: 'EVM',
      telegram: 'Telegram',
      login: 'Войти',
      signedInAs: 'Вы вошли как',
      settings: 'Настройки',
      yourProfile: 'Ваш профиль',
      signInToWrite: 'Войдите, чтобы отправить нам заявку.',
    },
  },
);
