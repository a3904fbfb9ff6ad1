import { t as ArrowRightIcon } from "./icons-DHscqIoA.js";
import { D as useSubjectSession, E as useSubject, Q as RbacAuthenticationLoginDocument, T as WidgetErrorBoundary, a as defineTexts, at as RbacSubjectIdentityUpdateDocument, ct as storeRefreshToken, it as RbacSubjectIdentityDeleteDocument, rt as RbacSubjectIdentitiesDocument } from "../entry-server.js";
import { t as useLocalizedPath } from "./use-localized-path-DP8tq0sb.js";
import { t as SignedInOnly } from "./SignedInOnly-CJvZP806.js";
import { n as SubmitButton, t as useSubmitStatus } from "./use-submit-status-C2Aj7QNE.js";
import { t as OrderList } from "./OrderList-CpF5sffo.js";
import { t as showToast } from "./toast-store-Ci-nOkDY.js";
import { n as fieldProps } from "./field-error-PEgw24ay.js";
import { t as useValidationSchemas } from "./validation-h1tQVgvn.js";
import { t as refetchListsLater } from "./refetch-lists-DNUrxqkN.js";
import { useCallback } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Anchor, Badge, Box, Button, Container, Flex, Group, Loader, Modal, Paper, PasswordInput, Popover, Stack, Text, TextInput, Title } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
import { useDisclosure } from "@mantine/hooks";
import { useFormik } from "formik";
// src/modules/rbac/settings/settings-text.ts
var useSettingsText = defineTexts({
	backToShop: "Back to the shop",
	title: "Settings",
	description: "The ways you sign in to your account.",
	yourOrders: "Your orders",
	noIdentities: "No sign-in methods yet.",
	emailBadge: "Email",
	edit: "Edit",
	changePassword: "Change Password",
	delete: "Delete",
	deleteQuestion: "Delete?",
	cancel: "Cancel",
	deleted: "Deleted successfully",
	updated: "Updated successfully",
	updating: "Updating...",
	updateEmailTitle: "Update Email",
	updateEmailDescription: "Change your account email address.",
	email: "Email",
	updateEmail: "Update email",
	changePasswordTitle: "Change Password",
	changePasswordDescription: "Update your account password.",
	currentPassword: "Current password",
	newPassword: "New password",
	changePasswordSubmit: "Change password",
	sessionsTitle: "Sessions",
	sessionsDescription: "Signed in on a device you no longer have, or think someone else is using your account? End every session, this one included.",
	signOutEverywhere: "Sign out everywhere"
}, { ru: {
	backToShop: "Вернуться в магазин",
	title: "Настройки",
	description: "Способы входа в ваш аккаунт.",
	yourOrders: "Мои заказы",
	noIdentities: "Способов входа пока нет.",
	emailBadge: "Почта",
	edit: "Изменить",
	changePassword: "Сменить пароль",
	delete: "Удалить",
	deleteQuestion: "Удалить?",
	cancel: "Отмена",
	deleted: "Удалено",
	updated: "Изменения сохранены",
	updating: "Сохраняем...",
	updateEmailTitle: "Смена электронной почты",
	updateEmailDescription: "Укажите новый адрес электронной почты для вашего аккаунта.",
	email: "Электронная почта",
	updateEmail: "Сохранить почту",
	changePasswordTitle: "Смена пароля",
	changePasswordDescription: "Введите текущий пароль и придумайте новый.",
	currentPassword: "Текущий пароль",
	newPassword: "Новый пароль",
	changePasswordSubmit: "Сменить пароль",
	sessionsTitle: "Сеансы",
	sessionsDescription: "Остались в аккаунте на чужом устройстве или подозреваете, что им пользуется кто-то ещё? Завершите все сеансы, включая этот.",
	signOutEverywhere: "Выйти на всех устройствах"
} });
// src/modules/rbac/settings/IdentityFormDialog.tsx
var _jsxFileName$5 = "/work/main/client/src/modules/rbac/settings/IdentityFormDialog.tsx";
/** A settings dialog that changes an identity: a form that says 'Updated' and closes once saved. */
function IdentityFormDialog({ opened, onClose, title, description, submitLabel, initialValues, enableReinitialize = false, validationSchema, save, children }) {
	const { status, run } = useSubmitStatus();
	const text = useSettingsText();
	const form = useFormik({
		initialValues,
		enableReinitialize,
		validationSchema,
		onSubmit: (values, helpers) => run(async () => {
			await save(values);
			showToast("success", text.updated);
			helpers.resetForm();
			onClose();
		})
	});
	return /* @__PURE__ */ jsxDEV(Modal, {
		opened,
		onClose,
		title,
		centered: true,
		radius: "lg",
		children: /* @__PURE__ */ jsxDEV("form", {
			onSubmit: form.handleSubmit,
			noValidate: true,
			children: /* @__PURE__ */ jsxDEV(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ jsxDEV(Text, {
						size: "sm",
						c: "dimmed",
						children: description
					}, void 0, false, {
						fileName: _jsxFileName$5,
						lineNumber: 64,
						columnNumber: 11
					}, this),
					children(form),
					/* @__PURE__ */ jsxDEV(SubmitButton, {
						status,
						pendingLabel: text.updating,
						children: submitLabel
					}, void 0, false, {
						fileName: _jsxFileName$5,
						lineNumber: 68,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 63,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 62,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 61,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/settings/use-identity-mutations.ts
var IDENTITY_LISTS = ["rbacSubjectIdentities", "rbacMe"];
/** Update and delete of the signed-in subject's identities, with their guards. */
function useIdentityMutations() {
	const subject = useSubject();
	const client = useApolloClient();
	const [updateIdentity] = useMutation(RbacSubjectIdentityUpdateDocument);
	const [login] = useMutation(RbacAuthenticationLoginDocument);
	const [deleteIdentity] = useMutation(RbacSubjectIdentityDeleteDocument);
	return {
		update: useCallback(async (identityId, data) => {
			if (!identityId) throw new Error("identityId is required");
			if (!subject) throw new Error("id is required");
			await updateIdentity({ variables: {
				subjectId: subject.id,
				identityId,
				data
			} });
			refetchListsLater(client.cache, IDENTITY_LISTS);
		}, [
			subject,
			updateIdentity,
			client
		]),
		changePassword: useCallback(async (identityId, email, data) => {
			if (!identityId) throw new Error("identityId is required");
			if (!subject) throw new Error("id is required");
			await updateIdentity({ variables: {
				subjectId: subject.id,
				identityId,
				data
			} });
			const { data: signedIn } = await login({ variables: { data: {
				login: email,
				password: data.newPassword
			} } });
			if (!signedIn) throw new Error("No data");
			storeRefreshToken(signedIn.rbacAuthenticationLogin.refresh);
			refetchListsLater(client.cache, IDENTITY_LISTS);
		}, [
			subject,
			updateIdentity,
			login,
			client
		]),
		remove: useCallback(async (identityId) => {
			if (!identityId) throw new Error("identityId is required");
			if (!subject) throw new Error("id is required");
			await deleteIdentity({ variables: {
				subjectId: subject.id,
				identityId
			} });
			refetchListsLater(client.cache, IDENTITY_LISTS);
		}, [
			subject,
			deleteIdentity,
			client
		])
	};
}
// src/modules/rbac/settings/ChangePasswordDialog.tsx
var _jsxFileName$4 = "/work/main/client/src/modules/rbac/settings/ChangePasswordDialog.tsx";
/**
* The spec's 'Change Password' dialog: the current password and a new one. The new password
* signs this browser in again with the identity's email.
*/
function ChangePasswordDialog({ identityId, email, ...dialog }) {
	const { changePassword } = useIdentityMutations();
	const text = useSettingsText();
	const { changePasswordSchema } = useValidationSchemas();
	return /* @__PURE__ */ jsxDEV(IdentityFormDialog, {
		...dialog,
		title: text.changePasswordTitle,
		description: text.changePasswordDescription,
		submitLabel: text.changePasswordSubmit,
		initialValues: {
			password: "",
			newPassword: ""
		},
		validationSchema: changePasswordSchema,
		save: (values) => changePassword(identityId, email, values),
		children: (form) => /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(PasswordInput, {
			label: text.currentPassword,
			autoComplete: "current-password",
			...fieldProps(form, "password")
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 28,
			columnNumber: 11
		}, this), /* @__PURE__ */ jsxDEV(PasswordInput, {
			label: text.newPassword,
			autoComplete: "new-password",
			...fieldProps(form, "newPassword")
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 29,
			columnNumber: 11
		}, this)] }, void 0, true, {
			fileName: _jsxFileName$4,
			lineNumber: 27,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/settings/UpdateEmailDialog.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/rbac/settings/UpdateEmailDialog.tsx";
/** The spec's 'Update Email' dialog of an email identity; the current password confirms it. */
function UpdateEmailDialog({ identityId, email, ...dialog }) {
	const { update } = useIdentityMutations();
	const text = useSettingsText();
	const { updateEmailSchema } = useValidationSchemas();
	return /* @__PURE__ */ jsxDEV(IdentityFormDialog, {
		...dialog,
		title: text.updateEmailTitle,
		description: text.updateEmailDescription,
		submitLabel: text.updateEmail,
		initialValues: {
			email,
			password: ""
		},
		enableReinitialize: true,
		validationSchema: updateEmailSchema,
		save: (values) => update(identityId, {
			email: values.email.trim(),
			password: values.password
		}),
		children: (form) => /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(TextInput, {
			label: text.email,
			type: "email",
			autoComplete: "email",
			...fieldProps(form, "email")
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 26,
			columnNumber: 11
		}, this), /* @__PURE__ */ jsxDEV(PasswordInput, {
			label: text.currentPassword,
			autoComplete: "current-password",
			...fieldProps(form, "password")
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 27,
			columnNumber: 11
		}, this)] }, void 0, true, {
			fileName: _jsxFileName$3,
			lineNumber: 25,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/settings/IdentityCard.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/rbac/settings/IdentityCard.tsx";
var isWallet = (identity) => identity.provider === "EVM";
/** One identity of the settings list: its badge, what it is, and what can be done with it. */
function IdentityCard({ identity }) {
	const [emailOpened, emailDialog] = useDisclosure(false);
	const [passwordOpened, passwordDialog] = useDisclosure(false);
	const [confirmOpened, confirm] = useDisclosure(false);
	const { remove } = useIdentityMutations();
	const { status, run } = useSubmitStatus();
	const wallet = isWallet(identity);
	const text = useSettingsText();
	const deleteIdentity = () => run(async () => {
		await remove(identity.id);
		confirm.close();
		showToast("success", text.deleted);
	});
	return /* @__PURE__ */ jsxDEV(Paper, {
		withBorder: true,
		radius: "md",
		p: "md",
		"data-identity": identity.provider,
		children: [/* @__PURE__ */ jsxDEV(Flex, {
			direction: {
				base: "column",
				sm: "row"
			},
			justify: "space-between",
			align: {
				base: "stretch",
				sm: "center"
			},
			gap: "sm",
			children: [/* @__PURE__ */ jsxDEV(Stack, {
				gap: 4,
				miw: 0,
				style: { flex: 1 },
				children: [/* @__PURE__ */ jsxDEV(Badge, {
					variant: "light",
					color: wallet ? "violet" : "blue",
					radius: "sm",
					w: "fit-content",
					children: wallet ? "EVM" : text.emailBadge
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 34,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV(Text, {
					fw: 500,
					truncate: true,
					ff: wallet ? "monospace" : void 0,
					children: wallet ? identity.account : identity.email
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 37,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 33,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Group, {
				gap: "xs",
				children: [!wallet && identity.email && /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(Button, {
					size: "xs",
					variant: "default",
					onClick: emailDialog.open,
					children: text.edit
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 44,
					columnNumber: 15
				}, this), /* @__PURE__ */ jsxDEV(Button, {
					size: "xs",
					variant: "default",
					onClick: passwordDialog.open,
					children: text.changePassword
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 47,
					columnNumber: 15
				}, this)] }, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 43,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV(Popover, {
					opened: confirmOpened,
					onChange: (opened) => !opened && confirm.close(),
					position: "bottom-end",
					withArrow: true,
					shadow: "md",
					children: [/* @__PURE__ */ jsxDEV(Popover.Target, { children: /* @__PURE__ */ jsxDEV(Button, {
						size: "xs",
						variant: "light",
						color: "red",
						onClick: confirm.toggle,
						children: text.delete
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 54,
						columnNumber: 15
					}, this) }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 53,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV(Popover.Dropdown, { children: /* @__PURE__ */ jsxDEV(Stack, {
						gap: "xs",
						children: [/* @__PURE__ */ jsxDEV(Text, {
							size: "sm",
							fw: 500,
							children: text.deleteQuestion
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 60,
							columnNumber: 17
						}, this), /* @__PURE__ */ jsxDEV(Group, {
							gap: "xs",
							children: [/* @__PURE__ */ jsxDEV(Button, {
								size: "xs",
								variant: "default",
								onClick: confirm.close,
								children: text.cancel
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 64,
								columnNumber: 19
							}, this), /* @__PURE__ */ jsxDEV(Button, {
								size: "xs",
								color: "red",
								loading: status === "pending",
								onClick: () => void deleteIdentity(),
								children: text.delete
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 67,
								columnNumber: 19
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$2,
							lineNumber: 63,
							columnNumber: 17
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$2,
						lineNumber: 59,
						columnNumber: 15
					}, this) }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 58,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 52,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 41,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$2,
			lineNumber: 32,
			columnNumber: 7
		}, this), !wallet && identity.email && /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(UpdateEmailDialog, {
			identityId: identity.id,
			email: identity.email,
			opened: emailOpened,
			onClose: emailDialog.close
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 78,
			columnNumber: 11
		}, this), /* @__PURE__ */ jsxDEV(ChangePasswordDialog, {
			identityId: identity.id,
			email: identity.email,
			opened: passwordOpened,
			onClose: passwordDialog.close
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 79,
			columnNumber: 11
		}, this)] }, void 0, true, {
			fileName: _jsxFileName$2,
			lineNumber: 77,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 31,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/settings/IdentityList.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/rbac/settings/IdentityList.tsx";
/** The ways the subject signs in, each with its badge and actions. */
function IdentityList({ subjectId }) {
	const text = useSettingsText();
	const { data, loading, error } = useQuery(RbacSubjectIdentitiesDocument, { variables: { subjectId } });
	if (error) throw error;
	if (loading && !data) return /* @__PURE__ */ jsxDEV(Loader, { size: "sm" }, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 12,
		columnNumber: 32
	}, this);
	const identities = data?.rbacSubjectIdentities ?? [];
	if (identities.length === 0) return /* @__PURE__ */ jsxDEV(Text, {
		c: "dimmed",
		children: text.noIdentities
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 14,
		columnNumber: 39
	}, this);
	return /* @__PURE__ */ jsxDEV(Stack, {
		gap: "sm",
		"data-identity-list": true,
		children: identities.map((identity) => /* @__PURE__ */ jsxDEV(IdentityCard, { identity }, identity.id, false, {
			fileName: _jsxFileName$1,
			lineNumber: 18,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/settings/SettingsPage.tsx
var _jsxFileName = "/work/main/client/src/modules/rbac/settings/SettingsPage.tsx";
/** The subject's settings: the identities it signs in with (authenticated subjects only). */
function SettingsPage() {
	const { subject, endEverywhere } = useSubjectSession();
	const to = useLocalizedPath();
	const text = useSettingsText();
	const navigate = useNavigate();
	const { status, run } = useSubmitStatus();
	const signOutEverywhere = () => run(async () => {
		await endEverywhere?.();
		navigate(to("/"), { replace: true });
	});
	return /* @__PURE__ */ jsxDEV(Box, {
		mih: "100vh",
		bg: "var(--mantine-color-gray-0)",
		py: 48,
		children: /* @__PURE__ */ jsxDEV(Container, {
			size: 720,
			children: /* @__PURE__ */ jsxDEV(Stack, {
				gap: "xl",
				children: [
					/* @__PURE__ */ jsxDEV(Group, {
						justify: "space-between",
						children: [/* @__PURE__ */ jsxDEV(Anchor, {
							component: Link,
							to: to("/"),
							c: "dark.9",
							fw: 800,
							fz: 22,
							underline: "never",
							children: "Atelier"
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 31,
							columnNumber: 13
						}, this), /* @__PURE__ */ jsxDEV(Anchor, {
							component: Link,
							to: to("/"),
							size: "sm",
							children: /* @__PURE__ */ jsxDEV(Group, {
								gap: 4,
								component: "span",
								children: [
									text.backToShop,
									" ",
									/* @__PURE__ */ jsxDEV(ArrowRightIcon, { size: 14 }, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 36,
										columnNumber: 35
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 35,
								columnNumber: 15
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 34,
							columnNumber: 13
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 30,
						columnNumber: 11
					}, this),
					/* @__PURE__ */ jsxDEV(Stack, {
						gap: 4,
						children: [/* @__PURE__ */ jsxDEV(Title, {
							order: 1,
							fz: 28,
							children: text.title
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 41,
							columnNumber: 13
						}, this), /* @__PURE__ */ jsxDEV(Text, {
							c: "dimmed",
							children: text.description
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 44,
							columnNumber: 13
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 40,
						columnNumber: 11
					}, this),
					/* @__PURE__ */ jsxDEV(SignedInOnly, { children: subject && /* @__PURE__ */ jsxDEV(Stack, {
						gap: "xl",
						children: [
							/* @__PURE__ */ jsxDEV(WidgetErrorBoundary, { children: /* @__PURE__ */ jsxDEV(IdentityList, { subjectId: subject.id }, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 50,
								columnNumber: 19
							}, this) }, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 49,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV(Paper, {
								withBorder: true,
								radius: "md",
								p: "md",
								"data-sessions": true,
								children: /* @__PURE__ */ jsxDEV(Stack, {
									gap: "sm",
									children: [
										/* @__PURE__ */ jsxDEV(Title, {
											order: 2,
											fz: "xl",
											children: text.sessionsTitle
										}, void 0, false, {
											fileName: _jsxFileName,
											lineNumber: 54,
											columnNumber: 21
										}, this),
										/* @__PURE__ */ jsxDEV(Text, {
											size: "sm",
											c: "dimmed",
											children: text.sessionsDescription
										}, void 0, false, {
											fileName: _jsxFileName,
											lineNumber: 57,
											columnNumber: 21
										}, this),
										/* @__PURE__ */ jsxDEV(Button, {
											variant: "light",
											color: "red",
											w: "fit-content",
											loading: status === "pending",
											onClick: () => void signOutEverywhere(),
											children: text.signOutEverywhere
										}, void 0, false, {
											fileName: _jsxFileName,
											lineNumber: 60,
											columnNumber: 21
										}, this)
									]
								}, void 0, true, {
									fileName: _jsxFileName,
									lineNumber: 53,
									columnNumber: 19
								}, this)
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 52,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV(Stack, {
								gap: "sm",
								children: [/* @__PURE__ */ jsxDEV(Title, {
									order: 2,
									fz: "xl",
									children: text.yourOrders
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 66,
									columnNumber: 19
								}, this), /* @__PURE__ */ jsxDEV(WidgetErrorBoundary, { children: /* @__PURE__ */ jsxDEV(OrderList, {}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 70,
									columnNumber: 21
								}, this) }, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 69,
									columnNumber: 19
								}, this)]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 65,
								columnNumber: 17
							}, this)
						]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 48,
						columnNumber: 15
					}, this) }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 46,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 29,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 28,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 27,
		columnNumber: 5
	}, this);
}
export { SettingsPage };
