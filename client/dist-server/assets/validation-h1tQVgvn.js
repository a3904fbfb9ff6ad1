import { a as defineTexts, r as pluralize } from "../entry-server.js";
import { useMemo } from "react";
import * as yup from "yup";
// src/modules/rbac/authentication/authentication-text.ts
var useAuthenticationText = defineTexts({
	welcomeBack: "Welcome back",
	signInToYourAccount: "Sign in to your account",
	loginCardDescription: "Follow your orders, keep your cart and check out faster.",
	noAccountYet: "Don't have an account?",
	signUp: "Sign up",
	orContinueWith: "Or continue with",
	signInMethod: "Sign-in method",
	methodEmailAndPassword: "Login and Password",
	methodEthereum: "Ethereum Virtual Machine",
	email: "Email",
	password: "Password",
	forgotPassword: "Forgot your password?",
	login: "Login",
	registrationTitle: "Create an account",
	registrationDescription: "Enter your email and choose a password to save your cart and follow your orders.",
	passwordHint: (minLength) => pluralize(minLength, {
		one: "At least # character",
		other: "At least # characters"
	}, "en"),
	register: "Create an account",
	haveAccount: "Already have an account?",
	signIn: "Sign in",
	forgotPasswordDescription: "Enter the email of your account and we will send you a link to choose a new password.",
	sendResetLink: "Send reset link",
	resetLinkSent: "Reset link sent",
	backToSignIn: "Back to sign in",
	resetPasswordTitle: "Reset password",
	resetPasswordDescription: "Choose a new password for your account.",
	newPassword: "New password",
	confirmPassword: "Confirm password",
	resetPassword: "Reset password",
	passwordResetDone: "Password reset successfully",
	signingOut: "Signing out",
	emailRequired: "Email is required",
	emailInvalid: "Enter a valid email address",
	passwordRequired: "Password is required",
	passwordTooShort: (minLength) => pluralize(minLength, {
		one: "Password must be at least # character",
		other: "Password must be at least # characters"
	}, "en"),
	passwordsDiffer: "Passwords do not match",
	resetCodeMissing: "The reset link has no code: open the link from the email again"
}, { ru: {
	welcomeBack: "С возвращением",
	signInToYourAccount: "Войдите в свой аккаунт",
	loginCardDescription: "Следите за заказами, сохраняйте корзину и оформляйте покупки быстрее.",
	noAccountYet: "Нет аккаунта?",
	signUp: "Зарегистрироваться",
	orContinueWith: "Или войдите через",
	signInMethod: "Способ входа",
	methodEmailAndPassword: "Email и пароль",
	methodEthereum: "Кошелёк Ethereum",
	email: "Электронная почта",
	password: "Пароль",
	forgotPassword: "Забыли пароль?",
	login: "Войти",
	registrationTitle: "Регистрация",
	registrationDescription: "Укажите электронную почту и придумайте пароль, чтобы сохранять корзину и следить за заказами.",
	passwordHint: (minLength) => pluralize(minLength, {
		one: "Не менее # символа",
		few: "Не менее # символов",
		many: "Не менее # символов",
		other: "Не менее # символа"
	}, "ru"),
	register: "Зарегистрироваться",
	haveAccount: "Уже есть аккаунт?",
	signIn: "Войти",
	forgotPasswordDescription: "Укажите почту, на которую зарегистрирован аккаунт, и мы пришлём ссылку для создания нового пароля.",
	sendResetLink: "Отправить ссылку",
	resetLinkSent: "Ссылка для сброса пароля отправлена",
	backToSignIn: "Вернуться ко входу",
	resetPasswordTitle: "Восстановление пароля",
	resetPasswordDescription: "Придумайте новый пароль для своего аккаунта.",
	newPassword: "Новый пароль",
	confirmPassword: "Повторите пароль",
	resetPassword: "Сохранить пароль",
	passwordResetDone: "Пароль изменён, теперь войдите с новым",
	signingOut: "Выходим из аккаунта",
	emailRequired: "Укажите электронную почту",
	emailInvalid: "Введите корректный адрес электронной почты",
	passwordRequired: "Введите пароль",
	passwordTooShort: (minLength) => pluralize(minLength, {
		one: "Пароль должен содержать не менее # символа",
		few: "Пароль должен содержать не менее # символов",
		many: "Пароль должен содержать не менее # символов",
		other: "Пароль должен содержать не менее # символа"
	}, "ru"),
	passwordsDiffer: "Пароли не совпадают",
	resetCodeMissing: "В ссылке нет кода восстановления: откройте ссылку из письма ещё раз"
} });
/** The rules with their messages in the words of `text`. */
function validationSchemas(text) {
	const emailRule = yup.string().trim().required(text.emailRequired).email(text.emailInvalid);
	const passwordRule = yup.string().required(text.passwordRequired).min(8, text.passwordTooShort(8));
	return {
		loginSchema: yup.object({
			login: emailRule,
			password: passwordRule
		}),
		forgotPasswordSchema: yup.object({ email: emailRule }),
		resetPasswordSchema: yup.object({
			password: passwordRule,
			passwordConfirmation: passwordRule.oneOf([yup.ref("password")], text.passwordsDiffer),
			code: yup.string().required(text.resetCodeMissing)
		}),
		updateEmailSchema: yup.object({
			email: emailRule,
			password: yup.string().required(text.passwordRequired)
		}),
		changePasswordSchema: yup.object({
			password: passwordRule,
			newPassword: passwordRule
		})
	};
}
/** The rules with their messages in the current page's language. */
function useValidationSchemas() {
	const text = useAuthenticationText();
	return useMemo(() => validationSchemas(text), [text]);
}
export { useAuthenticationText as n, useValidationSchemas as t };
