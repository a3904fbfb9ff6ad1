import { $ as RbacAuthenticationRegistrationDocument, D as useSubjectSession, Q as RbacAuthenticationLoginDocument, X as RbacAuthenticationEthereumNonceDocument, Y as RbacAuthenticationEthereumDocument, Z as RbacAuthenticationForgotPasswordDocument, a as defineTexts, et as RbacAuthenticationResetPasswordDocument, ot as RbacTelegramBotDocument, t as authenticationPaths, tt as RbacAuthenticationTelegramDocument } from "../entry-server.js";
import { n as fieldProps } from "./field-error-PEgw24ay.js";
import { n as SubmitButton, t as useSubmitStatus } from "./use-submit-status-C2Aj7QNE.js";
import { n as toastError, t as showToast } from "./toast-store-Ci-nOkDY.js";
import { t as AuthCard } from "./AuthCard-DVag_Fwj.js";
import { t as useLocalizedPath } from "./use-localized-path-DP8tq0sb.js";
import { n as useAuthenticationText, t as useValidationSchemas } from "./validation-h1tQVgvn.js";
import { t as useLanguage } from "./use-language-CESTGxR7.js";
import { t as shortAddress } from "./short-address-DihUNZ7q.js";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Anchor, Badge, Box, Button, Center, Divider, Group, Loader, PasswordInput, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
import { useFormik } from "formik";
import { getAddress } from "ethers/address";
// src/modules/rbac/authentication/AuthLink.tsx
var _jsxFileName$10 = "/work/main/client/src/modules/rbac/authentication/AuthLink.tsx";
/** A link from one sign-in screen to another, under its card. */
function AuthLink({ path, question, children }) {
	const to = useLocalizedPath();
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [question && /* @__PURE__ */ jsxDEV(Fragment, { children: [question, " "] }, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 19,
		columnNumber: 20
	}, this), /* @__PURE__ */ jsxDEV(Anchor, {
		component: Link,
		to: to(path),
		fw: 500,
		children
	}, void 0, false, {
		fileName: _jsxFileName$10,
		lineNumber: 20,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 18,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/AuthFormCard.tsx
var _jsxFileName$9 = "/work/main/client/src/modules/rbac/authentication/AuthFormCard.tsx";
/** A sign-in screen that is one form (registration, forgot and reset password). */
function AuthFormCard({ title, description, footer, onSubmit, children }) {
	const text = useAuthenticationText();
	return /* @__PURE__ */ jsxDEV(AuthCard, {
		title,
		description,
		footer: footer ?? /* @__PURE__ */ jsxDEV(AuthLink, {
			path: authenticationPaths.selectMethod,
			children: text.backToSignIn
		}, void 0, false, {
			fileName: _jsxFileName$9,
			lineNumber: 25,
			columnNumber: 25
		}, this),
		children: /* @__PURE__ */ jsxDEV("form", {
			onSubmit,
			noValidate: true,
			children: /* @__PURE__ */ jsxDEV(Stack, {
				gap: "md",
				children
			}, void 0, false, {
				fileName: _jsxFileName$9,
				lineNumber: 28,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$9,
			lineNumber: 27,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 22,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/ForgotPasswordPage.tsx
var _jsxFileName$8 = "/work/main/client/src/modules/rbac/authentication/ForgotPasswordPage.tsx";
/** Asks for a reset link by email; the server answers the same whether the account exists. */
function ForgotPasswordPage() {
	const [sendLink] = useMutation(RbacAuthenticationForgotPasswordDocument);
	const { status, run } = useSubmitStatus();
	const text = useAuthenticationText();
	const { forgotPasswordSchema } = useValidationSchemas();
	const form = useFormik({
		initialValues: { email: "" },
		validationSchema: forgotPasswordSchema,
		onSubmit: (values) => run(async () => {
			await sendLink({ variables: { email: values.email.trim() } });
			showToast("success", text.resetLinkSent);
		})
	});
	return /* @__PURE__ */ jsxDEV(AuthFormCard, {
		title: text.forgotPassword,
		description: text.forgotPasswordDescription,
		onSubmit: form.handleSubmit,
		children: [/* @__PURE__ */ jsxDEV(TextInput, {
			label: text.email,
			type: "email",
			autoComplete: "email",
			placeholder: "you@example.com",
			...fieldProps(form, "email")
		}, void 0, false, {
			fileName: _jsxFileName$8,
			lineNumber: 32,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SubmitButton, {
			status,
			fullWidth: true,
			size: "md",
			children: text.sendResetLink
		}, void 0, false, {
			fileName: _jsxFileName$8,
			lineNumber: 39,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$8,
		lineNumber: 31,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/LogoutPage.tsx
var _jsxFileName$7 = "/work/main/client/src/modules/rbac/authentication/LogoutPage.tsx";
/**
* Logs out and goes to the root, the one of the page's language; a failure
* is toasted, the tokens are gone anyway.
*/
function LogoutPage() {
	const { end } = useSubjectSession();
	const navigate = useNavigate();
	const to = useLocalizedPath();
	const text = useAuthenticationText();
	const started = useRef(false);
	useEffect(() => {
		if (started.current) return;
		started.current = true;
		(async () => {
			try {
				await end?.();
			} catch (error) {
				toastError(error);
			}
			navigate(to("/"), { replace: true });
		})();
	}, [
		end,
		navigate,
		to
	]);
	return /* @__PURE__ */ jsxDEV(Center, {
		mih: "60vh",
		children: /* @__PURE__ */ jsxDEV(Loader, { "aria-label": text.signingOut }, void 0, false, {
			fileName: _jsxFileName$7,
			lineNumber: 36,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/EmailPasswordFields.tsx
var _jsxFileName$6 = "/work/main/client/src/modules/rbac/authentication/EmailPasswordFields.tsx";
/** The Email and Password inputs of the sign-in forms. */
function EmailPasswordFields({ form, passwordAutoComplete, passwordDescription }) {
	const text = useAuthenticationText();
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(TextInput, {
		label: text.email,
		type: "email",
		autoComplete: "email",
		placeholder: "you@example.com",
		...fieldProps(form, "login")
	}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 19,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(PasswordInput, {
		label: text.password,
		autoComplete: passwordAutoComplete,
		description: passwordDescription,
		...fieldProps(form, "password")
	}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 20,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$6,
		lineNumber: 18,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/use-email-password-sign-in.ts
/**
* The email-and-password form that signs a subject in (login, registration): checks the
* rules, sends the credentials (the email trimmed), starts the session with the tokens the
* server answers, and goes on to the signed-in page.
*/
function useEmailPasswordSignIn(send) {
	const { start } = useSubjectSession();
	const { status, run } = useSubmitStatus();
	const navigate = useNavigate();
	const to = useLocalizedPath();
	const { loginSchema } = useValidationSchemas();
	return {
		form: useFormik({
			initialValues: {
				login: "",
				password: ""
			},
			validationSchema: loginSchema,
			onSubmit: (values) => run(async () => {
				const tokens = await send({
					login: values.login.trim(),
					password: values.password
				});
				if (!tokens) throw new Error("No data");
				await start?.(tokens);
				navigate(to("/"));
			})
		}),
		status
	};
}
// src/modules/rbac/authentication/RegistrationPage.tsx
var _jsxFileName$5 = "/work/main/client/src/modules/rbac/authentication/RegistrationPage.tsx";
/** Registration with an email and a password; the new subject is signed in at once. */
function RegistrationPage() {
	const [register] = useMutation(RbacAuthenticationRegistrationDocument);
	const { form, status } = useEmailPasswordSignIn(async (data) => (await register({ variables: { data } })).data?.rbacAuthenticationRegistration);
	const text = useAuthenticationText();
	return /* @__PURE__ */ jsxDEV(AuthFormCard, {
		title: text.registrationTitle,
		description: text.registrationDescription,
		footer: /* @__PURE__ */ jsxDEV(AuthLink, {
			question: text.haveAccount,
			path: authenticationPaths.selectMethod,
			children: text.signIn
		}, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 25,
			columnNumber: 9
		}, this),
		onSubmit: form.handleSubmit,
		children: [/* @__PURE__ */ jsxDEV(EmailPasswordFields, {
			form,
			passwordAutoComplete: "new-password",
			passwordDescription: text.passwordHint(8)
		}, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 31,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SubmitButton, {
			status,
			fullWidth: true,
			size: "md",
			children: text.register
		}, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 32,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$5,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/ResetPasswordPage.tsx
var _jsxFileName$4 = "/work/main/client/src/modules/rbac/authentication/ResetPasswordPage.tsx";
/** A new password for the account of the reset link (its code is in the query string). */
function ResetPasswordPage() {
	const [searchParams] = useSearchParams();
	const [resetPassword] = useMutation(RbacAuthenticationResetPasswordDocument);
	const { status, run } = useSubmitStatus();
	const navigate = useNavigate();
	const to = useLocalizedPath();
	const code = searchParams.get("code") ?? "";
	const text = useAuthenticationText();
	const { resetPasswordSchema } = useValidationSchemas();
	const form = useFormik({
		initialValues: {
			password: "",
			passwordConfirmation: "",
			code
		},
		enableReinitialize: true,
		validationSchema: resetPasswordSchema,
		onSubmit: (values) => run(async () => {
			await resetPassword({ variables: { data: values } });
			showToast("success", text.passwordResetDone);
			navigate(to(authenticationPaths.selectMethod));
		})
	});
	return /* @__PURE__ */ jsxDEV(AuthFormCard, {
		title: text.resetPasswordTitle,
		description: text.resetPasswordDescription,
		onSubmit: form.handleSubmit,
		children: [
			!code && /* @__PURE__ */ jsxDEV(Alert, {
				color: "red",
				variant: "light",
				children: form.errors.code ?? text.resetCodeMissing
			}, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 42,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(PasswordInput, {
				label: text.newPassword,
				autoComplete: "new-password",
				...fieldProps(form, "password")
			}, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 46,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(PasswordInput, {
				label: text.confirmPassword,
				autoComplete: "new-password",
				...fieldProps(form, "passwordConfirmation")
			}, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 47,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(SubmitButton, {
				status,
				fullWidth: true,
				size: "md",
				disabled: !code,
				children: text.resetPassword
			}, void 0, false, {
				fileName: _jsxFileName$4,
				lineNumber: 52,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 40,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/telegram/telegram-text.ts
var useTelegramText = defineTexts({
	methodTelegram: "Telegram",
	widgetLabel: "Sign in with Telegram",
	signingIn: "Signing in with Telegram…"
}, { ru: {
	methodTelegram: "Telegram",
	widgetLabel: "Войти через Telegram",
	signingIn: "Вход через Telegram…"
} });
// src/modules/rbac/telegram/widget-answer.ts
/** The fields of the Telegram Login Widget's answer, as the server checks them. */
var FIELDS = [
	"id",
	"first_name",
	"last_name",
	"username",
	"photo_url",
	"auth_date",
	"hash"
];
/**
* The widget's answer in a page address: with `data-auth-url`, the widget sends the browser
* back to that address with the signed fields as query parameters. Null when the address
* carries none.
*/
function widgetAnswerOf(search) {
	const params = new URLSearchParams(search);
	const id = params.get("id");
	const authDate = params.get("auth_date");
	const hash = params.get("hash");
	if (!id || !authDate || !hash) return null;
	const answer = {};
	for (const field of FIELDS) {
		const value = params.get(field);
		if (value !== null) answer[field] = value;
	}
	return answer;
}
/** The address without the answer's fields: it is a credential while it is recent, and leaves the address bar. */
function withoutWidgetAnswer(search) {
	const params = new URLSearchParams(search);
	for (const field of FIELDS) params.delete(field);
	const rest = params.toString();
	return rest ? `?${rest}` : "";
}
// src/modules/rbac/telegram/TelegramSignIn.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/rbac/telegram/TelegramSignIn.tsx";
/** Telegram's Login Widget: the one script of another host the site loads (the content policy allows it when Telegram is configured). */
var TELEGRAM_WIDGET_SCRIPT = "https://telegram.org/js/telegram-widget.js?22";
/**
* Sign-in with Telegram's Login Widget. The widget (Telegram's script and its button's frame)
* is loaded here only. It sends the browser back to this page with its signed answer in the
* address (`data-auth-url`): its other way, a callback named in `data-onauth`, is run through
* eval, which the content policy forbids. The answer leaves the address at once, goes to the
* server, and the sign-in continues like the others.
*/
function TelegramSignIn({ botName }) {
	const location = useLocation();
	const [answer, setAnswer] = useState(() => widgetAnswerOf(location.search));
	const [signIn] = useMutation(RbacAuthenticationTelegramDocument);
	const { start } = useSubjectSession();
	const { run } = useSubmitStatus();
	const navigate = useNavigate();
	const to = useLocalizedPath();
	const language = useLanguage();
	const text = useTelegramText();
	const widget = useRef(null);
	const sent = useRef(false);
	useEffect(() => {
		if (!answer || sent.current) return;
		sent.current = true;
		navigate({
			pathname: location.pathname,
			search: withoutWidgetAnswer(location.search)
		}, { replace: true });
		run(async () => {
			try {
				const { data } = await signIn({ variables: { data: answer } });
				if (!data) throw new Error("No data");
				await start?.(data.rbacAuthenticationTelegram);
				navigate(to("/"));
			} finally {
				setAnswer(null);
				sent.current = false;
			}
		});
	}, [answer]);
	useEffect(() => {
		const container = widget.current;
		if (answer || !botName || !container) return;
		const script = document.createElement("script");
		script.async = true;
		script.src = TELEGRAM_WIDGET_SCRIPT;
		script.dataset.telegramLogin = botName;
		script.dataset.size = "large";
		script.dataset.lang = language;
		script.dataset.authUrl = `${window.location.origin}${window.location.pathname}`;
		container.replaceChildren(script);
		return () => container.replaceChildren();
	}, [
		answer,
		botName,
		language
	]);
	if (answer) return /* @__PURE__ */ jsxDEV(Stack, {
		align: "center",
		gap: "xs",
		"data-telegram-signing-in": true,
		children: [/* @__PURE__ */ jsxDEV(Loader, { size: "sm" }, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 74,
			columnNumber: 9
		}, this), /* @__PURE__ */ jsxDEV(Text, {
			size: "sm",
			c: "dimmed",
			children: text.signingIn
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 75,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 73,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Center, { children: /* @__PURE__ */ jsxDEV(Box, {
		ref: widget,
		mih: 40,
		"aria-label": text.widgetLabel,
		role: "group",
		"data-telegram-widget": true
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 83,
		columnNumber: 7
	}, this) }, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 82,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/wallet/ethereum-provider.ts
/** A failure of the wallet itself, by reason: the sign-in screen says it in the page's language. */
var WalletError = class extends Error {
	reason;
	constructor(reason, message) {
		super(message);
		this.reason = reason;
		this.name = "WalletError";
	}
};
function browserWallet() {
	if (!window.ethereum) throw new WalletError("noWallet", "No account found: install a wallet such as MetaMask");
	return window.ethereum;
}
/** Asks the wallet for its account; answers it checksummed (EIP-55), as SIWE wants it. */
async function requestAccount(wallet) {
	const accounts = await wallet.request({ method: "eth_requestAccounts" });
	if (!accounts?.[0]) throw new WalletError("noAccount", "No account found");
	return getAddress(accounts[0]);
}
async function chainIdOf(wallet) {
	return Number.parseInt(await wallet.request({ method: "eth_chainId" }), 16);
}
/** personal_sign of a text message (hex encoded, as wallets expect). */
async function signText(wallet, address, text) {
	const hex = `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
	return await wallet.request({
		method: "personal_sign",
		params: [hex, address]
	});
}
// src/modules/rbac/wallet/siwe-message.ts
function buildSiweMessage(fields) {
	return [
		`${fields.domain} wants you to sign in with your Ethereum account:`,
		fields.address,
		"",
		fields.statement,
		"",
		`URI: ${fields.uri}`,
		"Version: 1",
		`Chain ID: ${fields.chainId}`,
		`Nonce: ${fields.nonce}`,
		`Issued At: ${fields.issuedAt}`
	].join("\n");
}
// src/modules/rbac/wallet/wallet-text.ts
var useWalletText = defineTexts({
	connectWallet: "Connect Wallet",
	connectedWallet: "Connected wallet",
	signInWithEthereum: "Sign in with Ethereum",
	/** Before a failure's own message (the wallet's or the server's, as they wrote it). */
	errorPrefix: "An error occurred:",
	noWallet: "No account found: install a wallet such as MetaMask",
	noAccount: "No account found"
}, { ru: {
	connectWallet: "Подключить кошелёк",
	connectedWallet: "Подключённый кошелёк",
	signInWithEthereum: "Войти через Ethereum",
	errorPrefix: "Произошла ошибка:",
	noWallet: "Кошелёк не найден: установите, например, MetaMask",
	noAccount: "Аккаунт кошелька не найден"
} });
// src/modules/rbac/wallet/WalletSignIn.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/rbac/wallet/WalletSignIn.tsx";
var STATEMENT = "Sign in to Atelier with your wallet.";
/**
* Sign-In with Ethereum through the browser's wallet: connect, then sign a message that
* carries a nonce from the server. Any failure disconnects, so the next try starts clean.
*/
function WalletSignIn() {
	const [address, setAddress] = useState(null);
	const [requestNonce] = useMutation(RbacAuthenticationEthereumNonceDocument);
	const [signIn] = useMutation(RbacAuthenticationEthereumDocument);
	const { start } = useSubjectSession();
	const { status, run } = useSubmitStatus();
	const navigate = useNavigate();
	const to = useLocalizedPath();
	const text = useWalletText();
	const failure = (error) => {
		const message = error instanceof WalletError ? text[error.reason] : error instanceof Error ? error.message : String(error);
		return /* @__PURE__ */ new Error(`${text.errorPrefix} ${message}`);
	};
	const connect = async () => {
		try {
			setAddress(await requestAccount(browserWallet()));
		} catch (error) {
			toastError(failure(error));
		}
	};
	const signInWithWallet = () => run(async () => {
		if (!address) throw new Error(text.noAccount);
		try {
			const wallet = browserWallet();
			const { data: nonce } = await requestNonce();
			if (!nonce) throw new Error("No data");
			const message = buildSiweMessage({
				domain: window.location.host,
				address,
				statement: STATEMENT,
				uri: window.location.origin,
				chainId: await chainIdOf(wallet),
				nonce: nonce.rbacAuthenticationEthereumNonce,
				issuedAt: (/* @__PURE__ */ new Date()).toISOString()
			});
			const signature = await signText(wallet, address, message);
			const { data } = await signIn({ variables: { data: {
				message,
				signature,
				address
			} } });
			if (!data) throw new Error("No data");
			await start?.(data.rbacAuthenticationEthereum);
			navigate(to("/"));
		} catch (error) {
			setAddress(null);
			throw failure(error);
		}
	});
	if (!address) return /* @__PURE__ */ jsxDEV(Button, {
		variant: "default",
		size: "md",
		fullWidth: true,
		onClick: () => void connect(),
		children: text.connectWallet
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 76,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "sm",
		children: [/* @__PURE__ */ jsxDEV(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				c: "dimmed",
				children: text.connectedWallet
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 84,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Badge, {
				variant: "light",
				size: "lg",
				radius: "sm",
				title: address,
				"data-wallet-address": true,
				children: shortAddress(address)
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 87,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$2,
			lineNumber: 83,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SubmitButton, {
			type: "button",
			status,
			fullWidth: true,
			size: "md",
			onClick: () => void signInWithWallet(),
			children: text.signInWithEthereum
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 91,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 82,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/EmailPasswordLoginForm.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/rbac/authentication/EmailPasswordLoginForm.tsx";
/** Email and password sign-in: Email, Password, 'Forgot your password?' and Login. */
function EmailPasswordLoginForm() {
	const [login] = useMutation(RbacAuthenticationLoginDocument);
	const { form, status } = useEmailPasswordSignIn(async (data) => (await login({ variables: { data } })).data?.rbacAuthenticationLogin);
	const to = useLocalizedPath();
	const text = useAuthenticationText();
	return /* @__PURE__ */ jsxDEV("form", {
		onSubmit: form.handleSubmit,
		noValidate: true,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ jsxDEV(EmailPasswordFields, {
					form,
					passwordAutoComplete: "current-password"
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 22,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(Anchor, {
					component: Link,
					to: to(authenticationPaths.forgotPassword),
					size: "sm",
					ta: "right",
					mt: -8,
					children: text.forgotPassword
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 23,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(SubmitButton, {
					status,
					fullWidth: true,
					size: "md",
					children: text.login
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 26,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 21,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 20,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/authentication/SelectMethodPage.tsx
var _jsxFileName = "/work/main/client/src/modules/rbac/authentication/SelectMethodPage.tsx";
/**
* The login card: email and password by default, a wallet and Telegram (when the server has a
* bot) under 'Or continue with'. Telegram's widget comes back here with its answer: then
* Telegram is the method shown.
*/
function SelectMethodPage() {
	const location = useLocation();
	const [method, setMethod] = useState(() => widgetAnswerOf(location.search) ? "telegram" : "email-and-password");
	const botName = useQuery(RbacTelegramBotDocument).data?.serverInfo.telegramBotName;
	const text = useAuthenticationText();
	const telegramText = useTelegramText();
	const methods = [
		{
			value: "email-and-password",
			label: text.methodEmailAndPassword
		},
		{
			value: "ethereum-virtual-machine",
			label: text.methodEthereum
		},
		...botName ? [{
			value: "telegram",
			label: telegramText.methodTelegram
		}] : []
	];
	const forms = {
		"email-and-password": /* @__PURE__ */ jsxDEV(EmailPasswordLoginForm, {}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 32,
			columnNumber: 68
		}, this),
		"ethereum-virtual-machine": /* @__PURE__ */ jsxDEV(WalletSignIn, {}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 32,
			columnNumber: 124
		}, this),
		telegram: /* @__PURE__ */ jsxDEV(TelegramSignIn, { botName }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 32,
			columnNumber: 152
		}, this)
	};
	return /* @__PURE__ */ jsxDEV(AuthCard, {
		title: text.welcomeBack,
		subtitle: text.signInToYourAccount,
		description: text.loginCardDescription,
		footer: /* @__PURE__ */ jsxDEV(AuthLink, {
			question: text.noAccountYet,
			path: authenticationPaths.registration,
			children: text.signUp
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 40,
			columnNumber: 9
		}, this),
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "lg",
			children: [
				forms[method],
				/* @__PURE__ */ jsxDEV(Divider, {
					label: text.orContinueWith,
					labelPosition: "center"
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 47,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(SegmentedControl, {
					fullWidth: true,
					orientation: "vertical",
					data: methods,
					value: method,
					onChange: setMethod,
					"aria-label": text.signInMethod
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 48,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 45,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
export { ForgotPasswordPage, LogoutPage, RegistrationPage, ResetPasswordPage, SelectMethodPage };
