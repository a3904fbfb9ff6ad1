import { E as useSubject, a as defineTexts, n as settingsPath, nt as RbacMeDocument, t as authenticationPaths } from "../entry-server.js";
import { f as SettingsIcon, m as UserIcon, u as LogoutIcon } from "./icons-DHscqIoA.js";
import { t as useLocalizedPath } from "./use-localized-path-DP8tq0sb.js";
import { t as shortAddress } from "./short-address-DihUNZ7q.js";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { Avatar, Button, Menu, Text, UnstyledButton } from "@mantine/core";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/admin/admin-role.ts
/** The role whose subjects may use the admin (the server's ADMIN_ROLE). */
var ADMIN_ROLE_UID = "admin";
/** True when one of the roles is the admin role. */
function hasAdminRole(roles) {
	return Boolean(roles?.some((role) => role.uid === ADMIN_ROLE_UID));
}
// src/admin/admin-text.ts
var useAdminText = defineTexts({
	admin: "Admin",
	models: "Models",
	hide: "Hide",
	show: "Show",
	toSite: "Open the site",
	findModel: "Find a model",
	showSystemModels: "Show system models",
	chooseModel: "Choose a model on the left to see its rows.",
	addNew: "Add new",
	edit: "Edit",
	delete: "Delete",
	cancel: "Cancel",
	deleteTitle: "Delete?",
	deleteText: "This removes the row and the relation rows that point at it.",
	deleted: "Deleted successfully",
	create: "Create",
	update: "Update",
	noFoundItems: "No found items.",
	nothingYet: "No rows yet.",
	search: "Search",
	filterColumn: "Filter by",
	selectFile: "Select file",
	yes: "Yes",
	no: "No",
	relations: "Relations",
	saveFirst: "Save the row first to link it with others.",
	rows: "Rows",
	loadFailed: "The rows could not be loaded."
}, { ru: {
	admin: "Админка",
	models: "Модели",
	hide: "Скрыть",
	show: "Показать",
	toSite: "Открыть сайт",
	findModel: "Найти модель",
	showSystemModels: "Показать системные модели",
	chooseModel: "Выберите модель слева, чтобы увидеть её записи.",
	addNew: "Добавить",
	edit: "Изменить",
	delete: "Удалить",
	cancel: "Отмена",
	deleteTitle: "Удалить?",
	deleteText: "Запись удалится вместе со связями, которые на неё указывают.",
	deleted: "Удалено",
	create: "Создать",
	update: "Обновить",
	noFoundItems: "Ничего не найдено.",
	nothingYet: "Записей пока нет.",
	search: "Поиск",
	filterColumn: "Фильтр по",
	selectFile: "Выбрать файл",
	yes: "Да",
	no: "Нет",
	relations: "Связи",
	saveFirst: "Сохраните запись, чтобы связать её с другими.",
	rows: "Записей",
	loadFailed: "Не удалось загрузить записи."
} });
// src/admin/admin-paths.ts
/** Where the admin lives. */
var ADMIN_PATH = "/admin";
/** The admin screen with one model's table open: `/admin/EcommerceProduct`. */
var modelPath = (name) => `${ADMIN_PATH}/${name}`;
// src/admin/AdminMenuItem.tsx
var _jsxFileName$1 = "/work/main/client/src/admin/AdminMenuItem.tsx";
/** The account menu's 'Admin' entry, for subjects with the admin role only. */
function AdminMenuItem() {
	const text = useAdminText();
	const { data } = useQuery(RbacMeDocument, { fetchPolicy: "cache-only" });
	if (!hasAdminRole(data?.rbacMe?.roles)) return null;
	return /* @__PURE__ */ jsxDEV(Menu.Item, {
		component: Link,
		to: ADMIN_PATH,
		leftSection: /* @__PURE__ */ jsxDEV(SettingsIcon, { size: 16 }, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 17,
			columnNumber: 62
		}, this),
		"data-admin-link": true,
		children: text.admin
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/modules/rbac/account/account-text.ts
var useAccountText = defineTexts({
	login: "Login",
	accountMenu: "Account menu",
	/** The name of a subject with neither an email nor a wallet. */
	account: "Account",
	/** The role line of a subject without roles. */
	customer: "Customer",
	settings: "Settings",
	logout: "Logout"
}, { ru: {
	login: "Войти",
	accountMenu: "Меню аккаунта",
	account: "Аккаунт",
	customer: "Покупатель",
	settings: "Настройки",
	logout: "Выйти"
} });
// src/modules/rbac/account/AccountMenu.tsx
var _jsxFileName = "/work/main/client/src/modules/rbac/account/AccountMenu.tsx";
/**
* The authentication button of the navbar: a Login button while the subject has no
* identities (anonymous visitors included), else a menu with the email, role, Settings
* and logout.
*/
function AccountMenu() {
	const subject = useSubject();
	const to = useLocalizedPath();
	const text = useAccountText();
	if (!subject?.identities?.length) return /* @__PURE__ */ jsxDEV(Button, {
		component: Link,
		to: to(authenticationPaths.selectMethod),
		size: "sm",
		variant: "default",
		radius: "xl",
		leftSection: /* @__PURE__ */ jsxDEV(UserIcon, { size: 16 }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 24,
			columnNumber: 127
		}, this),
		children: text.login
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 24,
		columnNumber: 7
	}, this);
	const wallet = subject.identities.find((identity) => identity.account)?.account;
	const name = subject.email ?? (wallet ? shortAddress(wallet) : text.account);
	return /* @__PURE__ */ jsxDEV(Menu, {
		position: "bottom-end",
		width: 240,
		shadow: "md",
		radius: "md",
		children: [/* @__PURE__ */ jsxDEV(Menu.Target, { children: /* @__PURE__ */ jsxDEV(UnstyledButton, {
			"aria-label": text.accountMenu,
			"data-account-menu": true,
			children: /* @__PURE__ */ jsxDEV(Avatar, {
				color: "blue",
				radius: "xl",
				size: 34,
				children: name.slice(0, 1).toUpperCase()
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 35,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 34,
			columnNumber: 9
		}, this) }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 33,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Menu.Dropdown, { children: [
			/* @__PURE__ */ jsxDEV(Menu.Label, { children: [/* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				fw: 600,
				c: "dark.8",
				truncate: true,
				"data-account-email": true,
				children: name
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 42,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Text, {
				size: "xs",
				c: "dimmed",
				"data-account-role": true,
				children: subject.roles.join(", ") || text.customer
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 45,
				columnNumber: 11
			}, this)] }, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 41,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(Menu.Divider, {}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 49,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(AdminMenuItem, {}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 50,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(Menu.Item, {
				component: Link,
				to: to(settingsPath),
				leftSection: /* @__PURE__ */ jsxDEV(SettingsIcon, { size: 16 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 51,
					columnNumber: 72
				}, this),
				children: text.settings
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 51,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(Menu.Item, {
				component: Link,
				to: to(authenticationPaths.logout),
				color: "red",
				leftSection: /* @__PURE__ */ jsxDEV(LogoutIcon, { size: 16 }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 54,
					columnNumber: 98
				}, this),
				children: text.logout
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 54,
				columnNumber: 9
			}, this)
		] }, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 40,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 32,
		columnNumber: 5
	}, this);
}
export { hasAdminRole as a, useAdminText as i, ADMIN_PATH as n, modelPath as r, AccountMenu as t };
