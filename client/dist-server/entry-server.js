import { a as PREFIXED_LANGUAGES, l as unprefixedPath, n as LANGUAGES, o as languageOfPath, r as LANGUAGE_LOCALES, s as localizedPath, t as useLanguage } from "./assets/use-language-CESTGxR7.js";
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print } from "graphql";
import { Component, StrictMode, Suspense, createContext, createElement, lazy, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Link, Outlet, ScrollRestoration, StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes, useLocation, useRouteError } from "react-router-dom";
import { ApolloProvider, useApolloClient, useQuery, useSuspenseQuery } from "@apollo/client/react";
import { Affix, Box, Button, Center, Code, Container, Flex, Loader, MantineProvider, Notification, Skeleton, Stack, Text, Title, createTheme } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
import { useNotifications } from "@mantine/notifications";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
// src/gql/possible-types.ts
var result = { "possibleTypes": { "Widget": [
	"AgentWidget",
	"AnalyticWidget",
	"BillingWidget",
	"BlogWidget",
	"CrmWidget",
	"EcommerceWidget",
	"FileStorageWidget",
	"HostWidget",
	"NotificationWidget",
	"RbacWidget",
	"SocialWidget",
	"StartupWidget",
	"WebsiteBuilderWidget"
] } };
// src/modules/rbac/session/refresh-token.ts
var STORAGE_KEY = "rbac.subject.refresh";
var listeners = /* @__PURE__ */ new Set();
function readRefreshToken() {
	try {
		return localStorage.getItem(STORAGE_KEY);
	} catch {
		return null;
	}
}
function storeRefreshToken(token) {
	try {
		if (token) localStorage.setItem(STORAGE_KEY, token);
		else localStorage.removeItem(STORAGE_KEY);
	} catch {}
	listeners.forEach((listener) => listener());
}
/** For useSyncExternalStore: called when this tab or another one changes the token. */
function subscribeToRefreshToken(listener) {
	listeners.add(listener);
	const onStorage = (event) => event.key === STORAGE_KEY && listener();
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
// src/gql/graphql.ts
var AdminModelsDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "AdminModels"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "adminModels"
				},
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "name"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "label"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "module"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "route"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "isRelation"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "system"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "variants"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "read"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "listQuery"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "countQuery"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "oneQuery"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "createMutation"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "updateMutation"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "deleteMutation"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "fields"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "name"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "type"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "required"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "localized"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "unique"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "writable"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "generated"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "richText"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "file"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "enumValues"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "relationTarget"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "description"
										}
									}
								]
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "relations"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "field"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "relation"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "foreignKey"
										}
									}
								]
							}
						}
					]
				}
			}]
		}
	}]
};
var BillingDummyPayDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "BillingDummyPay"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "invoiceId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "billingDummyPay"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "invoiceId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "invoiceId"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "status"
						}
					}]
				}
			}]
		}
	}]
};
var BillingDummyCancelDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "BillingDummyCancel"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "invoiceId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "billingDummyCancel"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "invoiceId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "invoiceId"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "status"
						}
					}]
				}
			}]
		}
	}]
};
var BlogArticleBySlugDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "BlogArticleBySlug"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "filters"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "FiltersInput"
						}
					}
				}
			}, {
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "orderBy"
					}
				},
				"type": {
					"kind": "ListType",
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "OrderByInput"
							}
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "blogArticleList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "filters"
							}
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "limit"
						},
						"value": {
							"kind": "IntValue",
							"value": "1"
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [
							{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "ArticleCardFields"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "updatedAt"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "description"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "ecommerceModuleProducts"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "ProductCardFields"
										}
									}]
								}
							}
						]
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "billingCurrencyList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "orderBy"
							}
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "CurrencyFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "BlogCategoryLinkFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogCategory"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "PriceAttributeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceAttribute"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "number"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributeKeys"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "kind"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrencies"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ArticleCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogArticle"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "createdAt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "BlogCategoryLinkFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ProductCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceProduct"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "title"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "FragmentSpread",
											"name": {
												"kind": "Name",
												"value": "LocalizedTextFields"
											}
										}]
									}
								}
							]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributes"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "PriceAttributeFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CurrencyFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BillingCurrency"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "symbol"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "isDefault"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var BlogCategoryListDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "BlogCategoryList"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "orderBy"
					}
				},
				"type": {
					"kind": "ListType",
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "OrderByInput"
							}
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "blogCategoryList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "orderBy"
							}
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [
							{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "BlogCategoryLinkFields"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "subtitle"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "categoriesToArticles"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "id"
										}
									}]
								}
							}
						]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "BlogCategoryLinkFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogCategory"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var BlogCategoryBySlugDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "BlogCategoryBySlug"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "filters"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "FiltersInput"
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "blogCategoryList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "filters"
							}
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "limit"
						},
						"value": {
							"kind": "IntValue",
							"value": "1"
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [
							{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "BlogCategoryLinkFields"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "subtitle"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "description"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "articles"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "ArticleCardFields"
										}
									}]
								}
							}
						]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "BlogCategoryLinkFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogCategory"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ArticleCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogArticle"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "createdAt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "BlogCategoryLinkFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var CrmFormRequestCreateDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "CrmFormRequestCreate"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "formId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}, {
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "answers"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "JSONObject"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "crmFormRequestCreate"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "formId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "formId"
						}
					}
				}, {
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "answers"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "answers"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceCartOrdersDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "EcommerceCartOrders"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "filters"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "FiltersInput"
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ecommerceOrderList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "filters"
							}
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "ListValue",
							"values": [{
								"kind": "ObjectValue",
								"fields": [{
									"kind": "ObjectField",
									"name": {
										"kind": "Name",
										"value": "column"
									},
									"value": {
										"kind": "StringValue",
										"value": "createdAt",
										"block": false
									}
								}, {
									"kind": "ObjectField",
									"name": {
										"kind": "Name",
										"value": "method"
									},
									"value": {
										"kind": "StringValue",
										"value": "asc",
										"block": false
									}
								}]
							}]
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "OrderFields"
							}
						}, {
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "ordersToProducts"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "product"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "Field",
											"name": {
												"kind": "Name",
												"value": "attributes"
											},
											"selectionSet": {
												"kind": "SelectionSet",
												"selections": [{
													"kind": "FragmentSpread",
													"name": {
														"kind": "Name",
														"value": "PriceAttributeFields"
													}
												}]
											}
										}]
									}
								}]
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "OrderFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceOrder"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "status"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "type"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "createdAt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "ordersToProducts"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "quantity"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "product"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [
											{
												"kind": "Field",
												"name": {
													"kind": "Name",
													"value": "id"
												}
											},
											{
												"kind": "Field",
												"name": {
													"kind": "Name",
													"value": "slug"
												}
											},
											{
												"kind": "Field",
												"name": {
													"kind": "Name",
													"value": "title"
												},
												"selectionSet": {
													"kind": "SelectionSet",
													"selections": [{
														"kind": "FragmentSpread",
														"name": {
															"kind": "Name",
															"value": "LocalizedTextFields"
														}
													}]
												}
											}
										]
									}
								}
							]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "PriceAttributeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceAttribute"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "number"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributeKeys"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "kind"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrencies"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}
				]
			}
		}
	]
};
var EcommerceCartSummaryDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "EcommerceCartSummary"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "subjectId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCartQuantity"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}]
			}, {
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCartTotal"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "total"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrency"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceCartAddDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "EcommerceCartAdd"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "subjectId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}, {
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceCartAddInput"
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCartAdd"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}, {
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceCartUpdateDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "EcommerceCartUpdate"
		},
		"variableDefinitions": [
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "ID"
						}
					}
				}
			},
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "orderId"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "ID"
						}
					}
				}
			},
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "data"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "EcommerceCartUpdateInput"
						}
					}
				}
			}
		],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCartUpdate"
				},
				"arguments": [
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "subjectId"
							}
						}
					},
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderId"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "orderId"
							}
						}
					},
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "data"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "data"
							}
						}
					}
				],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceCartDeleteDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "EcommerceCartDelete"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "subjectId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}, {
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "orderId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCartDelete"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}, {
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "orderId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "orderId"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceCheckoutDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "EcommerceCheckout"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "subjectId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}, {
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "EcommerceCheckoutInput"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCheckout"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}, {
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "paymentUrl"
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceProductCheckoutDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "EcommerceProductCheckout"
		},
		"variableDefinitions": [
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "ID"
						}
					}
				}
			},
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "productId"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "ID"
						}
					}
				}
			},
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "data"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "EcommerceCheckoutInput"
						}
					}
				}
			}
		],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceProductCheckout"
				},
				"arguments": [
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "subjectId"
							}
						}
					},
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "productId"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "productId"
							}
						}
					},
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "data"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "data"
							}
						}
					}
				],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "paymentUrl"
						}
					}]
				}
			}]
		}
	}]
};
var PaymentProvidersDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "PaymentProviders"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "serverInfo"
				},
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "paymentProviders"
						}
					}]
				}
			}]
		}
	}]
};
var EcommerceCategoryListDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "EcommerceCategoryList"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "orderBy"
				}
			},
			"type": {
				"kind": "ListType",
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "OrderByInput"
						}
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ecommerceCategoryList"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "orderBy"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "id"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "slug"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "title"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [{
									"kind": "FragmentSpread",
									"name": {
										"kind": "Name",
										"value": "LocalizedTextFields"
									}
								}]
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "subtitle"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [{
									"kind": "FragmentSpread",
									"name": {
										"kind": "Name",
										"value": "LocalizedTextFields"
									}
								}]
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "categoriesToProducts"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								}]
							}
						}
					]
				}
			}]
		}
	}, {
		"kind": "FragmentDefinition",
		"name": {
			"kind": "Name",
			"value": "LocalizedTextFields"
		},
		"typeCondition": {
			"kind": "NamedType",
			"name": {
				"kind": "Name",
				"value": "LocalizedText"
			}
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "en"
				}
			}, {
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "ru"
				}
			}]
		}
	}]
};
var EcommerceCategoryBySlugDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "EcommerceCategoryBySlug"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "filters"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "FiltersInput"
						}
					}
				}
			}, {
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "orderBy"
					}
				},
				"type": {
					"kind": "ListType",
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "OrderByInput"
							}
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ecommerceCategoryList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "filters"
							}
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "limit"
						},
						"value": {
							"kind": "IntValue",
							"value": "1"
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "slug"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "title"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "subtitle"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "description"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "products"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "ProductCardFields"
										}
									}]
								}
							}
						]
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "billingCurrencyList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "orderBy"
							}
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "CurrencyFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "PriceAttributeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceAttribute"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "number"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributeKeys"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "kind"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrencies"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ProductCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceProduct"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "title"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "FragmentSpread",
											"name": {
												"kind": "Name",
												"value": "LocalizedTextFields"
											}
										}]
									}
								}
							]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributes"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "PriceAttributeFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CurrencyFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BillingCurrency"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "symbol"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "isDefault"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var EcommerceMyOrdersDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "EcommerceMyOrders"
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ecommerceOrderList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "ListValue",
							"values": [{
								"kind": "ObjectValue",
								"fields": [{
									"kind": "ObjectField",
									"name": {
										"kind": "Name",
										"value": "column"
									},
									"value": {
										"kind": "StringValue",
										"value": "createdAt",
										"block": false
									}
								}, {
									"kind": "ObjectField",
									"name": {
										"kind": "Name",
										"value": "method"
									},
									"value": {
										"kind": "StringValue",
										"value": "desc",
										"block": false
									}
								}]
							}]
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "limit"
						},
						"value": {
							"kind": "IntValue",
							"value": "50"
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "OrderFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "OrderFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceOrder"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "status"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "type"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "createdAt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "ordersToProducts"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "quantity"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "product"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [
											{
												"kind": "Field",
												"name": {
													"kind": "Name",
													"value": "id"
												}
											},
											{
												"kind": "Field",
												"name": {
													"kind": "Name",
													"value": "slug"
												}
											},
											{
												"kind": "Field",
												"name": {
													"kind": "Name",
													"value": "title"
												},
												"selectionSet": {
													"kind": "SelectionSet",
													"selections": [{
														"kind": "FragmentSpread",
														"name": {
															"kind": "Name",
															"value": "LocalizedTextFields"
														}
													}]
												}
											}
										]
									}
								}
							]
						}
					}
				]
			}
		}
	]
};
var EcommerceProductListDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "EcommerceProductList"
			},
			"variableDefinitions": [
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "limit"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "Int"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "after"
						}
					},
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "String"
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "before"
						}
					},
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "String"
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "fromEnd"
						}
					},
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "Boolean"
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						}
					},
					"type": {
						"kind": "ListType",
						"type": {
							"kind": "NonNullType",
							"type": {
								"kind": "NamedType",
								"name": {
									"kind": "Name",
									"value": "OrderByInput"
								}
							}
						}
					}
				}
			],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "ecommerceProductList"
						},
						"arguments": [
							{
								"kind": "Argument",
								"name": {
									"kind": "Name",
									"value": "limit"
								},
								"value": {
									"kind": "Variable",
									"name": {
										"kind": "Name",
										"value": "limit"
									}
								}
							},
							{
								"kind": "Argument",
								"name": {
									"kind": "Name",
									"value": "after"
								},
								"value": {
									"kind": "Variable",
									"name": {
										"kind": "Name",
										"value": "after"
									}
								}
							},
							{
								"kind": "Argument",
								"name": {
									"kind": "Name",
									"value": "before"
								},
								"value": {
									"kind": "Variable",
									"name": {
										"kind": "Name",
										"value": "before"
									}
								}
							},
							{
								"kind": "Argument",
								"name": {
									"kind": "Name",
									"value": "fromEnd"
								},
								"value": {
									"kind": "Variable",
									"name": {
										"kind": "Name",
										"value": "fromEnd"
									}
								}
							},
							{
								"kind": "Argument",
								"name": {
									"kind": "Name",
									"value": "orderBy"
								},
								"value": {
									"kind": "Variable",
									"name": {
										"kind": "Name",
										"value": "orderBy"
									}
								}
							}
						],
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "ProductCardFields"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "cursor"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "ecommerceProductCount"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingCurrencyList"
						},
						"arguments": [{
							"kind": "Argument",
							"name": {
								"kind": "Name",
								"value": "orderBy"
							},
							"value": {
								"kind": "Variable",
								"name": {
									"kind": "Name",
									"value": "orderBy"
								}
							}
						}],
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "CurrencyFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "PriceAttributeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceAttribute"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "number"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributeKeys"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "kind"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrencies"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ProductCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceProduct"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "title"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "FragmentSpread",
											"name": {
												"kind": "Name",
												"value": "LocalizedTextFields"
											}
										}]
									}
								}
							]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributes"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "PriceAttributeFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CurrencyFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BillingCurrency"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "symbol"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "isDefault"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var EcommerceProductBySlugDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "EcommerceProductBySlug"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "filters"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "FiltersInput"
						}
					}
				}
			}, {
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "orderBy"
					}
				},
				"type": {
					"kind": "ListType",
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "OrderByInput"
							}
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ecommerceProductList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "filters"
							}
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "limit"
						},
						"value": {
							"kind": "IntValue",
							"value": "1"
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [
							{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "ProductCardFields"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "description"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "stores"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "StoreCardFields"
										}
									}]
								}
							}
						]
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "billingCurrencyList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "orderBy"
							}
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "CurrencyFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "PriceAttributeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceAttribute"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "number"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributeKeys"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "kind"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrencies"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ProductCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceProduct"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "title"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "FragmentSpread",
											"name": {
												"kind": "Name",
												"value": "LocalizedTextFields"
											}
										}]
									}
								}
							]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributes"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "PriceAttributeFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "StoreCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceStore"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CurrencyFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BillingCurrency"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "symbol"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "isDefault"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var EcommerceStoreBySlugDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "EcommerceStoreBySlug"
			},
			"variableDefinitions": [{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "filters"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "FiltersInput"
						}
					}
				}
			}, {
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "orderBy"
					}
				},
				"type": {
					"kind": "ListType",
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "OrderByInput"
							}
						}
					}
				}
			}],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ecommerceStoreList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "filters"
							}
						}
					}, {
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "limit"
						},
						"value": {
							"kind": "IntValue",
							"value": "1"
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [
							{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "StoreCardFields"
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "description"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "LocalizedTextFields"
										}
									}]
								}
							},
							{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "products"
								},
								"selectionSet": {
									"kind": "SelectionSet",
									"selections": [{
										"kind": "FragmentSpread",
										"name": {
											"kind": "Name",
											"value": "ProductCardFields"
										}
									}]
								}
							}
						]
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "billingCurrencyList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "orderBy"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "orderBy"
							}
						}
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "CurrencyFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "PriceAttributeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceAttribute"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "number"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributeKeys"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "id"
								}
							}, {
								"kind": "Field",
								"name": {
									"kind": "Name",
									"value": "kind"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "billingModuleCurrencies"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "symbol"
									}
								}
							]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "StoreCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceStore"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ProductCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceProduct"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "slug"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "title"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "FragmentSpread",
											"name": {
												"kind": "Name",
												"value": "LocalizedTextFields"
											}
										}]
									}
								}
							]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "attributes"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "PriceAttributeFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CurrencyFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BillingCurrency"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "symbol"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "isDefault"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		}
	]
};
var HostPageByUrlDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "HostPageByUrl"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "url"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "String"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "serverInfo"
				},
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "publicUrl"
						}
					}]
				}
			}, {
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "hostPageFindByUrl"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "url"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "url"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "language"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "pattern"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "segments"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "page"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "id"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "url"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "title"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "description"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "className"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "pagesToLayouts"
										},
										"selectionSet": {
											"kind": "SelectionSet",
											"selections": [
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "id"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "variant"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "orderIndex"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "layout"
													},
													"selectionSet": {
														"kind": "SelectionSet",
														"selections": [
															{
																"kind": "Field",
																"name": {
																	"kind": "Name",
																	"value": "id"
																}
															},
															{
																"kind": "Field",
																"name": {
																	"kind": "Name",
																	"value": "className"
																}
															},
															{
																"kind": "Field",
																"name": {
																	"kind": "Name",
																	"value": "layoutsToWidgets"
																},
																"selectionSet": {
																	"kind": "SelectionSet",
																	"selections": [
																		{
																			"kind": "Field",
																			"name": {
																				"kind": "Name",
																				"value": "id"
																			}
																		},
																		{
																			"kind": "Field",
																			"name": {
																				"kind": "Name",
																				"value": "variant"
																			}
																		},
																		{
																			"kind": "Field",
																			"name": {
																				"kind": "Name",
																				"value": "orderIndex"
																			}
																		},
																		{
																			"kind": "Field",
																			"name": {
																				"kind": "Name",
																				"value": "widget"
																			},
																			"selectionSet": {
																				"kind": "SelectionSet",
																				"selections": [
																					{
																						"kind": "Field",
																						"name": {
																							"kind": "Name",
																							"value": "id"
																						}
																					},
																					{
																						"kind": "Field",
																						"name": {
																							"kind": "Name",
																							"value": "className"
																						}
																					},
																					{
																						"kind": "Field",
																						"name": {
																							"kind": "Name",
																							"value": "anchor"
																						}
																					},
																					{
																						"kind": "Field",
																						"name": {
																							"kind": "Name",
																							"value": "widgetsToExternalWidgets"
																						},
																						"selectionSet": {
																							"kind": "SelectionSet",
																							"selections": [
																								{
																									"kind": "Field",
																									"name": {
																										"kind": "Name",
																										"value": "id"
																									}
																								},
																								{
																									"kind": "Field",
																									"name": {
																										"kind": "Name",
																										"value": "variant"
																									}
																								},
																								{
																									"kind": "Field",
																									"name": {
																										"kind": "Name",
																										"value": "orderIndex"
																									}
																								},
																								{
																									"kind": "Field",
																									"name": {
																										"kind": "Name",
																										"value": "externalModule"
																									}
																								},
																								{
																									"kind": "Field",
																									"name": {
																										"kind": "Name",
																										"value": "externalWidgetId"
																									}
																								}
																							]
																						}
																					}
																				]
																			}
																		}
																	]
																}
															}
														]
													}
												}
											]
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "metadata"
										},
										"selectionSet": {
											"kind": "SelectionSet",
											"selections": [
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "id"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "variant"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "title"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "description"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "keywords"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "author"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "openGraphTitle"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "openGraphDescription"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "openGraphUrl"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "openGraphType"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "openGraphSiteName"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "twitterCard"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "twitterSite"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "twitterCreator"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "twitterTitle"
													}
												},
												{
													"kind": "Field",
													"name": {
														"kind": "Name",
														"value": "twitterDescription"
													}
												}
											]
										}
									}
								]
							}
						}
					]
				}
			}]
		}
	}]
};
var PageModuleWidgetsDocument = {
	"kind": "Document",
	"definitions": [
		{
			"kind": "OperationDefinition",
			"operation": "query",
			"name": {
				"kind": "Name",
				"value": "PageModuleWidgets"
			},
			"variableDefinitions": [
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "websiteBuilder"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "FiltersInput"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "withWebsiteBuilder"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "Boolean"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "ecommerce"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "FiltersInput"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "withEcommerce"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "Boolean"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "blog"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "FiltersInput"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "withBlog"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "Boolean"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "crm"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "FiltersInput"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "withCrm"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "Boolean"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "fileStorage"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "FiltersInput"
							}
						}
					}
				},
				{
					"kind": "VariableDefinition",
					"variable": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "withFileStorage"
						}
					},
					"type": {
						"kind": "NonNullType",
						"type": {
							"kind": "NamedType",
							"name": {
								"kind": "Name",
								"value": "Boolean"
							}
						}
					}
				}
			],
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "FragmentSpread",
						"name": {
							"kind": "Name",
							"value": "WebsiteBuilderPageWidgets"
						}
					},
					{
						"kind": "FragmentSpread",
						"name": {
							"kind": "Name",
							"value": "EcommercePageWidgets"
						}
					},
					{
						"kind": "FragmentSpread",
						"name": {
							"kind": "Name",
							"value": "BlogPageWidgets"
						}
					},
					{
						"kind": "FragmentSpread",
						"name": {
							"kind": "Name",
							"value": "CrmPageWidgets"
						}
					},
					{
						"kind": "FragmentSpread",
						"name": {
							"kind": "Name",
							"value": "FileStoragePageWidgets"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LocalizedTextFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "LocalizedText"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "en"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ru"
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "WidgetFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "Widget"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "anchor"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "description"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageFile"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "file"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "mimeType"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "alt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "width"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "height"
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "LogotypeFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderLogotype"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "url"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ButtonFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderButton"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "url"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ButtonsArrayFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderButtonsArray"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "buttons"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "ButtonFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "SlideFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderSlide"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "url"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "description"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "buttonsArrays"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "ButtonsArrayFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "SliderFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderSlider"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slides"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "SlideFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FeatureFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderFeature"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "className"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "description"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "WebsiteBuilderWidgetContent"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "WebsiteBuilderWidget"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "FragmentSpread",
						"name": {
							"kind": "Name",
							"value": "WidgetFields"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "logotypes"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LogotypeFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "widgetsToButtonsArrays"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "id"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "variant"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "orderIndex"
									}
								},
								{
									"kind": "Field",
									"name": {
										"kind": "Name",
										"value": "buttonsArray"
									},
									"selectionSet": {
										"kind": "SelectionSet",
										"selections": [{
											"kind": "FragmentSpread",
											"name": {
												"kind": "Name",
												"value": "ButtonsArrayFields"
											}
										}]
									}
								}
							]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "sliders"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "SliderFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "features"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FeatureFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "StoreCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceStore"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "shortDescription"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "EcommerceWidgetContent"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "EcommerceWidget"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "FragmentSpread",
					"name": {
						"kind": "Name",
						"value": "WidgetFields"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "stores"
					},
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "StoreCardFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "BlogCategoryLinkFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogCategory"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "ArticleCardFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogArticle"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "slug"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "createdAt"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "categories"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "BlogCategoryLinkFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "fileStorageModuleFiles"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "FileFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "BlogWidgetContent"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "BlogWidget"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "FragmentSpread",
					"name": {
						"kind": "Name",
						"value": "WidgetFields"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "articles"
					},
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "ArticleCardFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CrmInputFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "CrmInput"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "type"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "isRequired"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "label"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "placeholder"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "description"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CrmFormFields"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "CrmForm"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "variant"
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "title"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "subtitle"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "description"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "LocalizedTextFields"
								}
							}]
						}
					},
					{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "inputs"
						},
						"selectionSet": {
							"kind": "SelectionSet",
							"selections": [{
								"kind": "FragmentSpread",
								"name": {
									"kind": "Name",
									"value": "CrmInputFields"
								}
							}]
						}
					}
				]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CrmWidgetContent"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "CrmWidget"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "FragmentSpread",
					"name": {
						"kind": "Name",
						"value": "WidgetFields"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "forms"
					},
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "CrmFormFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileStorageWidgetContent"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "FileStorageWidget"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "FragmentSpread",
					"name": {
						"kind": "Name",
						"value": "WidgetFields"
					}
				}, {
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "files"
					},
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "FileFields"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "WebsiteBuilderPageWidgets"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "Query"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "websiteBuilderWidgetList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "websiteBuilder"
							}
						}
					}],
					"directives": [{
						"kind": "Directive",
						"name": {
							"kind": "Name",
							"value": "include"
						},
						"arguments": [{
							"kind": "Argument",
							"name": {
								"kind": "Name",
								"value": "if"
							},
							"value": {
								"kind": "Variable",
								"name": {
									"kind": "Name",
									"value": "withWebsiteBuilder"
								}
							}
						}]
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "WebsiteBuilderWidgetContent"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "EcommercePageWidgets"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "Query"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "ecommerceWidgetList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "ecommerce"
							}
						}
					}],
					"directives": [{
						"kind": "Directive",
						"name": {
							"kind": "Name",
							"value": "include"
						},
						"arguments": [{
							"kind": "Argument",
							"name": {
								"kind": "Name",
								"value": "if"
							},
							"value": {
								"kind": "Variable",
								"name": {
									"kind": "Name",
									"value": "withEcommerce"
								}
							}
						}]
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "EcommerceWidgetContent"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "BlogPageWidgets"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "Query"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "blogWidgetList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "blog"
							}
						}
					}],
					"directives": [{
						"kind": "Directive",
						"name": {
							"kind": "Name",
							"value": "include"
						},
						"arguments": [{
							"kind": "Argument",
							"name": {
								"kind": "Name",
								"value": "if"
							},
							"value": {
								"kind": "Variable",
								"name": {
									"kind": "Name",
									"value": "withBlog"
								}
							}
						}]
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "BlogWidgetContent"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "CrmPageWidgets"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "Query"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "crmWidgetList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "crm"
							}
						}
					}],
					"directives": [{
						"kind": "Directive",
						"name": {
							"kind": "Name",
							"value": "include"
						},
						"arguments": [{
							"kind": "Argument",
							"name": {
								"kind": "Name",
								"value": "if"
							},
							"value": {
								"kind": "Variable",
								"name": {
									"kind": "Name",
									"value": "withCrm"
								}
							}
						}]
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "CrmWidgetContent"
							}
						}]
					}
				}]
			}
		},
		{
			"kind": "FragmentDefinition",
			"name": {
				"kind": "Name",
				"value": "FileStoragePageWidgets"
			},
			"typeCondition": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "Query"
				}
			},
			"selectionSet": {
				"kind": "SelectionSet",
				"selections": [{
					"kind": "Field",
					"name": {
						"kind": "Name",
						"value": "fileStorageWidgetList"
					},
					"arguments": [{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "filters"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "fileStorage"
							}
						}
					}],
					"directives": [{
						"kind": "Directive",
						"name": {
							"kind": "Name",
							"value": "include"
						},
						"arguments": [{
							"kind": "Argument",
							"name": {
								"kind": "Name",
								"value": "if"
							},
							"value": {
								"kind": "Variable",
								"name": {
									"kind": "Name",
									"value": "withFileStorage"
								}
							}
						}]
					}],
					"selectionSet": {
						"kind": "SelectionSet",
						"selections": [{
							"kind": "FragmentSpread",
							"name": {
								"kind": "Name",
								"value": "FileStorageWidgetContent"
							}
						}]
					}
				}]
			}
		}
	]
};
var RbacAuthenticationLoginDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationLogin"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "RbacLoginInput"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationLogin"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "jwt"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}]
				}
			}]
		}
	}]
};
var RbacAuthenticationRegistrationDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationRegistration"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "RbacLoginInput"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationRegistration"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "jwt"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}]
				}
			}]
		}
	}]
};
var RbacAuthenticationForgotPasswordDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationForgotPassword"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "email"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "String"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationForgotPassword"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "email"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "email"
						}
					}
				}]
			}]
		}
	}]
};
var RbacAuthenticationResetPasswordDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationResetPassword"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "RbacResetPasswordInput"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationResetPassword"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}]
			}]
		}
	}]
};
var RbacMeDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "RbacMe"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacMe"
				},
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "id"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "slug"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "identities"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "id"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "provider"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "email"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "account"
										}
									}
								]
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "roles"
							},
							"selectionSet": {
								"kind": "SelectionSet",
								"selections": [
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "id"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "uid"
										}
									},
									{
										"kind": "Field",
										"name": {
											"kind": "Name",
											"value": "title"
										}
									}
								]
							}
						}
					]
				}
			}]
		}
	}]
};
var RbacAuthenticationRefreshDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationRefresh"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "refresh"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "String"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationRefresh"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "refresh"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "jwt"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}]
				}
			}]
		}
	}]
};
var RbacAuthenticationInitDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationInit"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationInit"
				},
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "jwt"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}]
				}
			}]
		}
	}]
};
var RbacAuthenticationLogoutDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationLogout"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "refresh"
				}
			},
			"type": {
				"kind": "NamedType",
				"name": {
					"kind": "Name",
					"value": "String"
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationLogout"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "refresh"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}
				}]
			}]
		}
	}]
};
var RbacAuthenticationLogoutEverywhereDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationLogoutEverywhere"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationLogoutEverywhere"
				}
			}]
		}
	}]
};
var RbacSubjectIdentitiesDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "RbacSubjectIdentities"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "subjectId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacSubjectIdentities"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "id"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "provider"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "email"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "account"
							}
						}
					]
				}
			}]
		}
	}]
};
var RbacSubjectIdentityUpdateDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacSubjectIdentityUpdate"
		},
		"variableDefinitions": [
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "ID"
						}
					}
				}
			},
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "identityId"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "ID"
						}
					}
				}
			},
			{
				"kind": "VariableDefinition",
				"variable": {
					"kind": "Variable",
					"name": {
						"kind": "Name",
						"value": "data"
					}
				},
				"type": {
					"kind": "NonNullType",
					"type": {
						"kind": "NamedType",
						"name": {
							"kind": "Name",
							"value": "RbacIdentityChangeInput"
						}
					}
				}
			}
		],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacSubjectIdentityUpdate"
				},
				"arguments": [
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "subjectId"
							}
						}
					},
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "identityId"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "identityId"
							}
						}
					},
					{
						"kind": "Argument",
						"name": {
							"kind": "Name",
							"value": "data"
						},
						"value": {
							"kind": "Variable",
							"name": {
								"kind": "Name",
								"value": "data"
							}
						}
					}
				],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "id"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "provider"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "email"
							}
						},
						{
							"kind": "Field",
							"name": {
								"kind": "Name",
								"value": "account"
							}
						}
					]
				}
			}]
		}
	}]
};
var RbacSubjectIdentityDeleteDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacSubjectIdentityDelete"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "subjectId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}, {
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "identityId"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "ID"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacSubjectIdentityDelete"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "subjectId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "subjectId"
						}
					}
				}, {
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "identityId"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "identityId"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "id"
						}
					}]
				}
			}]
		}
	}]
};
var RbacTelegramBotDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "query",
		"name": {
			"kind": "Name",
			"value": "RbacTelegramBot"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "serverInfo"
				},
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "telegramBotName"
						}
					}]
				}
			}]
		}
	}]
};
var RbacAuthenticationTelegramDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationTelegram"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "RbacTelegramInput"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationTelegram"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "jwt"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}]
				}
			}]
		}
	}]
};
var RbacAuthenticationEthereumNonceDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationEthereumNonce"
		},
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationEthereumNonce"
				}
			}]
		}
	}]
};
var RbacAuthenticationEthereumDocument = {
	"kind": "Document",
	"definitions": [{
		"kind": "OperationDefinition",
		"operation": "mutation",
		"name": {
			"kind": "Name",
			"value": "RbacAuthenticationEthereum"
		},
		"variableDefinitions": [{
			"kind": "VariableDefinition",
			"variable": {
				"kind": "Variable",
				"name": {
					"kind": "Name",
					"value": "data"
				}
			},
			"type": {
				"kind": "NonNullType",
				"type": {
					"kind": "NamedType",
					"name": {
						"kind": "Name",
						"value": "RbacWalletInput"
					}
				}
			}
		}],
		"selectionSet": {
			"kind": "SelectionSet",
			"selections": [{
				"kind": "Field",
				"name": {
					"kind": "Name",
					"value": "rbacAuthenticationEthereum"
				},
				"arguments": [{
					"kind": "Argument",
					"name": {
						"kind": "Name",
						"value": "data"
					},
					"value": {
						"kind": "Variable",
						"name": {
							"kind": "Name",
							"value": "data"
						}
					}
				}],
				"selectionSet": {
					"kind": "SelectionSet",
					"selections": [{
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "jwt"
						}
					}, {
						"kind": "Field",
						"name": {
							"kind": "Name",
							"value": "refresh"
						}
					}]
				}
			}]
		}
	}]
};
// src/modules/rbac/session/refresh-session.ts
var pending = null;
/**
* Exchanges the stored refresh token for new tokens (the server sets the new access cookie).
* Refresh tokens are single use, so concurrent callers share one exchange: a second one
* would be refused (and, later than the server's grace of a few seconds, taken for a stolen
* token that ends every session). Answers false
* when there is nothing to refresh or the server refused; the tokens are then forgotten.
* Plain fetch, not Apollo: the Apollo link that retries on UNAUTHENTICATED calls this.
*/
function refreshSession() {
	pending ??= exchange().finally(() => pending = null);
	return pending;
}
async function exchange() {
	const refresh = readRefreshToken();
	if (!refresh) return false;
	try {
		const next = (await (await fetch("/graphql", {
			method: "POST",
			credentials: "include",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				operationName: "RbacAuthenticationRefresh",
				query: print(RbacAuthenticationRefreshDocument),
				variables: { refresh }
			})
		})).json()).data?.rbacAuthenticationRefresh?.refresh;
		storeRefreshToken(next ?? null);
		return Boolean(next);
	} catch {
		storeRefreshToken(null);
		return false;
	}
}
/** When refreshing fails the session is over: forget everything and start again at the root. */
function leaveExpiredSession() {
	storeRefreshToken(null);
	window.location.assign("/");
}
// src/app/apollo-client.ts
/** The `<script type="application/json">` a server-rendered page carries its Apollo cache in. */
var APOLLO_STATE_ID = "apollo-state";
/** The cache of the browser's client and of the server's render alike, so that one restores the other. */
function createApolloCache() {
	return new InMemoryCache({
		possibleTypes: result.possibleTypes,
		typePolicies: { ServerInfo: { merge: true } }
	});
}
// src/modules/rbac/session/subject-session.ts
/**
* Who is signed in, provided by `SubjectSessionProvider` from the visitor's session cookies
* (the subject loaded once, an expired access token refreshed once); without a provider every
* visitor is anonymous (tests, isolated widgets).
*/
var SubjectSessionContext = createContext({ subject: null });
/** The signed-in subject, or null for an anonymous visitor. */
function useSubject() {
	return useContext(SubjectSessionContext).subject;
}
/** The whole session: the subject and what changes it. */
function useSubjectSession() {
	return useContext(SubjectSessionContext);
}
// src/modules/rbac/session/SubjectSessionProvider.tsx
var _jsxFileName$19 = "/work/main/client/src/modules/rbac/session/SubjectSessionProvider.tsx";
function toSessionSubject(me) {
	return {
		id: me.id,
		email: me.identities.find((identity) => identity.email)?.email ?? null,
		roles: me.roles.map((role) => role.title),
		identities: me.identities
	};
}
/**
* The visitor's session. Visitors without a refresh token are anonymous and cost
* no request (crawlers included); with one, the subject is loaded, and an expired access
* token is refreshed once before giving up.
*/
function SubjectSessionProvider({ children }) {
	const client = useApolloClient();
	const refresh = useSyncExternalStore(subscribeToRefreshToken, readRefreshToken, () => null);
	const { data, refetch } = useQuery(RbacMeDocument, {
		skip: !refresh,
		fetchPolicy: "network-only"
	});
	const me = refresh ? data?.rbacMe : null;
	useEffect(() => {
		if (!refresh || data === void 0 || data.rbacMe) return;
		refreshSession().then((refreshed) => {
			if (refreshed) refetch();
			else leaveExpiredSession();
		});
	}, [
		refresh,
		data,
		refetch
	]);
	const start = useCallback(async (tokens) => {
		storeRefreshToken(tokens.refresh);
		await client.resetStore();
	}, [client]);
	const end = useCallback(async () => {
		try {
			await client.mutate({
				mutation: RbacAuthenticationLogoutDocument,
				variables: { refresh: readRefreshToken() }
			});
		} finally {
			storeRefreshToken(null);
			await client.clearStore();
		}
	}, [client]);
	const endEverywhere = useCallback(async () => {
		try {
			await client.mutate({ mutation: RbacAuthenticationLogoutEverywhereDocument });
		} finally {
			storeRefreshToken(null);
			await client.clearStore();
		}
	}, [client]);
	const ensure = useCallback(async () => {
		if (me) return me.id;
		if (!readRefreshToken()) {
			const tokens = (await client.mutate({ mutation: RbacAuthenticationInitDocument })).data?.rbacAuthenticationInit;
			if (!tokens) throw new Error("No data");
			storeRefreshToken(tokens.refresh);
		}
		const { data: fresh } = await client.query({
			query: RbacMeDocument,
			fetchPolicy: "network-only"
		});
		if (!fresh?.rbacMe) throw new Error("No data");
		return fresh.rbacMe.id;
	}, [client, me]);
	const value = useMemo(() => ({
		subject: me ? toSessionSubject(me) : null,
		start,
		end,
		endEverywhere,
		ensure
	}), [
		me,
		start,
		end,
		endEverywhere,
		ensure
	]);
	return /* @__PURE__ */ jsxDEV(SubjectSessionContext.Provider, {
		value,
		children
	}, void 0, false, {
		fileName: _jsxFileName$19,
		lineNumber: 87,
		columnNumber: 10
	}, this);
}
// src/shared/toasts/Toaster.tsx
var _jsxFileName$18 = "/work/main/client/src/shared/toasts/Toaster.tsx";
var ToastList = lazy(() => import("./assets/ToastList-BcVtyEfj.js"));
/** The toasts of the whole app (see toast-store.ts). */
function Toaster() {
	const shown = useNotifications().notifications.length > 0;
	const [needed, setNeeded] = useState(shown);
	if (shown && !needed) setNeeded(true);
	return needed ? /* @__PURE__ */ jsxDEV(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsxDEV(ToastList, {}, void 0, false, {
			fileName: _jsxFileName$18,
			lineNumber: 16,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$18,
		lineNumber: 15,
		columnNumber: 5
	}, this) : null;
}
// src/app/theme.ts
var clay = [
	"#fdf3ee",
	"#f6e4da",
	"#eec6b1",
	"#e6a685",
	"#df8b60",
	"#db7a48",
	"#d9713b",
	"#c05f2d",
	"#ab5426",
	"#95461d"
];
var systemFonts = "Inter, ui-sans-serif, system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif";
var theme = createTheme({
	primaryColor: "clay",
	primaryShade: 8,
	colors: { clay },
	fontFamily: systemFonts,
	headings: {
		fontFamily: systemFonts,
		fontWeight: "700"
	},
	defaultRadius: "md",
	cursorType: "pointer"
});
/**
* Mantine's dimmed text (grey 6) reads at 3.3:1 on white, under WCAG AA's 4.5: a darker grey
* (6.4:1 on white, over 4.5 on the light greys and tints of cards and badges).
*/
var cssVariablesResolver = () => ({
	variables: {},
	light: { "--mantine-color-dimmed": "#5c636a" },
	dark: {}
});
// src/app/AppProviders.tsx
var _jsxFileName$17 = "/work/main/client/src/app/AppProviders.tsx";
function AppProviders({ apolloClient, children }) {
	return /* @__PURE__ */ jsxDEV(MantineProvider, {
		theme,
		cssVariablesResolver,
		children: [/* @__PURE__ */ jsxDEV(ApolloProvider, {
			client: apolloClient,
			children: /* @__PURE__ */ jsxDEV(SubjectSessionProvider, { children }, void 0, false, {
				fileName: _jsxFileName$17,
				lineNumber: 18,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$17,
			lineNumber: 17,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Toaster, {}, void 0, false, {
			fileName: _jsxFileName$17,
			lineNumber: 20,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$17,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/app/render-status.ts
/**
* Given by the server's render only: takes the status code its answer should carry. The
* browser has no status to set.
*/
var RenderStatusContext = createContext(null);
/** Sets the status of the server's answer (a not-found page: 404); nothing in the browser. */
function useRenderStatus(status) {
	useContext(RenderStatusContext)?.(status);
}
// src/shared/errors/graphql-errors.ts
/** True when the API answered that the thing asked for does not exist (code NOT_FOUND). */
function isNotFoundError(error) {
	return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === "NOT_FOUND");
}
// src/shared/errors/ErrorBoundary.tsx
/** Catches what its children throw while rendering and shows `fallback` instead. */
var ErrorBoundary = class extends Component {
	state = {
		error: null,
		resetKey: this.props.resetKey
	};
	static getDerivedStateFromError(error) {
		return { error: error instanceof Error ? error : new Error(String(error)) };
	}
	static getDerivedStateFromProps(props, state) {
		return Object.is(props.resetKey, state.resetKey) ? null : {
			error: null,
			resetKey: props.resetKey
		};
	}
	componentDidCatch(error, info) {
		if (this.props.onError) this.props.onError(error, info);
		else console.error(error, info.componentStack);
	}
	render() {
		return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
	}
};
// src/shared/errors/WidgetErrorBoundary.tsx
var _jsxFileName$16 = "/work/main/client/src/shared/errors/WidgetErrorBoundary.tsx";
/**
* Keeps one widget's failure inside that widget: the rest of the page renders, and the
* failure shows as a red dashed box with its message.
*/
function WidgetErrorBoundary({ children, resetKey }) {
	return /* @__PURE__ */ jsxDEV(ErrorBoundary, {
		resetKey,
		fallback: (error) => /* @__PURE__ */ jsxDEV(WidgetErrorBox, { message: error.message }, void 0, false, {
			fileName: _jsxFileName$16,
			lineNumber: 19,
			columnNumber: 28
		}, this),
		onError: (error, info) => console.error("A widget failed to render", error, info.componentStack),
		children
	}, void 0, false, {
		fileName: _jsxFileName$16,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
function WidgetErrorBox({ message }) {
	return /* @__PURE__ */ jsxDEV(Box, {
		role: "alert",
		"data-widget-error": true,
		p: "md",
		m: "md",
		bg: "var(--mantine-color-red-light)",
		style: {
			borderWidth: 2,
			borderStyle: "dashed",
			borderColor: "var(--mantine-color-red-6)",
			borderRadius: "var(--mantine-radius-md)"
		},
		children: /* @__PURE__ */ jsxDEV(Text, {
			c: "red.8",
			fw: 600,
			size: "sm",
			children: message || "This widget failed to render."
		}, void 0, false, {
			fileName: _jsxFileName$16,
			lineNumber: 42,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$16,
		lineNumber: 29,
		columnNumber: 5
	}, this);
}
// src/shared/ui/WidgetSkeleton.tsx
var _jsxFileName$15 = "/work/main/client/src/shared/ui/WidgetSkeleton.tsx";
/** The space a widget takes while its code or data loads, so that the page does not jump. */
function WidgetSkeleton() {
	return /* @__PURE__ */ jsxDEV(Container, {
		size: "lg",
		py: "md",
		"aria-busy": "true",
		"aria-label": "Loading",
		children: /* @__PURE__ */ jsxDEV(Skeleton, {
			height: 140,
			radius: "lg"
		}, void 0, false, {
			fileName: _jsxFileName$15,
			lineNumber: 8,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$15,
		lineNumber: 7,
		columnNumber: 5
	}, this);
}
// src/modules/host/page-context.ts
var PageContext = createContext({
	pattern: "/",
	segments: {},
	publicUrl: "",
	canonicalUrl: "/"
});
/** The page's public address and canonical url: what a widget's head tags need to name it. */
function usePageUrls() {
	const { publicUrl, canonicalUrl } = useContext(PageContext);
	return {
		publicUrl,
		canonicalUrl
	};
}
/**
* The value of a url segment of the page (`blog.articles.slug`, `ecommerce.products.slug`,
* ...): how overview widgets know which article or product to show.
*/
function usePageSegment(segment) {
	return useContext(PageContext).segments[segment];
}
/**
* Whether the page has been shown. Until it has, a widget still loading holds the whole page
* back (the page appears at once, nothing moves as widgets arrive); once shown, a widget that
* loads again holds only its own place.
*/
var PageShownContext = createContext(true);
// src/modules/host/ExternalWidget.tsx
var _jsxFileName$14 = "/work/main/client/src/modules/host/ExternalWidget.tsx";
/**
* A module widget embedded in a host widget. Its failure stays inside its own box. Until the
* page is shown, its loading holds the whole page (so that nothing moves as widgets arrive);
* afterwards (the widget is mounted again once, from what it has loaded) a reload of its code
* or data holds only its place.
*/
function ExternalWidget({ widget }) {
	const { pathname } = useLocation();
	const pageShown = useContext(PageShownContext);
	if (!widget) return null;
	return /* @__PURE__ */ jsxDEV(WidgetErrorBoundary, {
		resetKey: pathname,
		children: pageShown ? /* @__PURE__ */ jsxDEV(Suspense, {
			fallback: /* @__PURE__ */ jsxDEV(WidgetSkeleton, {}, void 0, false, {
				fileName: _jsxFileName$14,
				lineNumber: 26,
				columnNumber: 40
			}, this),
			children: widget
		}, void 0, false, {
			fileName: _jsxFileName$14,
			lineNumber: 26,
			columnNumber: 20
		}, this) : widget
	}, void 0, false, {
		fileName: _jsxFileName$14,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
// src/modules/host/module-widgets.ts
/** The variables of PageModuleWidgets: each module's id filter, modules without widgets left out. */
function moduleWidgetsVariables(modules, ids) {
	return Object.assign({}, ...modules.map((module) => module.variables(ids[module.module] ?? [])));
}
/** The answer of PageModuleWidgets by `module:id`, each widget as the element that renders it. */
function indexModuleWidgets(modules, data) {
	return new Map(modules.flatMap((module) => module.widgets(data).map(({ id, element }) => [moduleWidgetKey(module.module, id), element])));
}
var moduleWidgetKey = (module, id) => `${module}:${id}`;
// src/shared/head/head-tags.ts
/** A path of this site (or a full url, kept as it is) as an absolute url under `origin`. */
function absoluteUrl(origin, path) {
	return new URL(path, `${origin.replace(/\/$/, "")}/`).href;
}
/**
* The canonical url of a pathname: the site's public origin, the path without a trailing
* slash (but `/` itself), no query or fragment (a filter or a tracking tag is the same page).
*/
function canonicalUrl(origin, pathname) {
	return absoluteUrl(origin, (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname) || "/");
}
/** The same page in every language of the site, and `x-default` (the default language's). */
function languageAlternates(origin, pathname) {
	const path = unprefixedPath(pathname);
	return [...LANGUAGES.map((language) => ({
		hrefLang: language,
		href: canonicalUrl(origin, localizedPath(path, language))
	})), {
		hrefLang: "x-default",
		href: canonicalUrl(origin, localizedPath(path, "en"))
	}];
}
/** OpenGraph's locale of a language: `en_US`, `ru_RU`. */
function openGraphLocale(language) {
	return LANGUAGE_LOCALES[language].replace("-", "_");
}
/**
* JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped, so that no
* value (a title with `<\/script>` in it) can end the script element early.
*/
function jsonLdText(value) {
	return JSON.stringify(value).replace(/</g, "\\u003c");
}
/** schema.org `Product`, with one `Offer` per currency the product is priced in. */
function productJsonLd({ name, description, url, image, sku, offers }) {
	return {
		"@context": "https://schema.org",
		"@type": "Product",
		name,
		...description && { description },
		...image && { image: [image] },
		...sku && { sku },
		url,
		offers: offers.map((offer) => ({
			"@type": "Offer",
			price: offer.price,
			priceCurrency: offer.currency.toUpperCase(),
			availability: "https://schema.org/InStock",
			url
		}))
	};
}
/** schema.org `Article`: headline (at most 110 characters, as search engines read it), dates, image. */
function articleJsonLd({ headline, description, url, image, datePublished, dateModified, language }) {
	return {
		"@context": "https://schema.org",
		"@type": "Article",
		headline: headline.length > 110 ? `${headline.slice(0, 109)}…` : headline,
		...description && { description },
		...image && { image: [image] },
		datePublished,
		dateModified: dateModified ?? datePublished,
		inLanguage: language,
		mainEntityOfPage: url,
		url
	};
}
/** A one-line description from a text that may be long or rich: whitespace folded, cut at about 160 characters. */
function shortDescription(text, limit = 160) {
	const line = text?.replace(/\s+/g, " ").trim();
	if (!line) return void 0;
	if (line.length <= limit) return line;
	const cut = line.slice(0, limit - 1);
	return `${cut.slice(0, cut.lastIndexOf(" ") > limit / 2 ? cut.lastIndexOf(" ") : cut.length)}…`;
}
// src/shared/head/ContentHead.tsx
var _jsxFileName$13 = "/work/main/client/src/shared/head/ContentHead.tsx";
/**
* What a page is about, in its <head>: title, description, OpenGraph and Twitter card texts
* and image, JSON-LD. React hoists <title> and <meta> into the head wherever they render (and
* the server renders them there), so the component that has the data renders them.
*/
function ContentHead({ content }) {
	const { title, description, image } = content;
	const openGraphTitle = content.openGraphTitle || title;
	const openGraphDescription = content.openGraphDescription || description;
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [
		/* @__PURE__ */ jsxDEV("title", { children: title }, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 38,
			columnNumber: 7
		}, this),
		description && /* @__PURE__ */ jsxDEV("meta", {
			name: "description",
			content: description
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 39,
			columnNumber: 23
		}, this),
		/* @__PURE__ */ jsxDEV("meta", {
			property: "og:type",
			content: content.type
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 40,
			columnNumber: 7
		}, this),
		/* @__PURE__ */ jsxDEV("meta", {
			property: "og:title",
			content: openGraphTitle
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 41,
			columnNumber: 7
		}, this),
		openGraphDescription && /* @__PURE__ */ jsxDEV("meta", {
			property: "og:description",
			content: openGraphDescription
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 42,
			columnNumber: 32
		}, this),
		image && /* @__PURE__ */ jsxDEV("meta", {
			property: "og:image",
			content: image.url
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 43,
			columnNumber: 17
		}, this),
		image?.width && /* @__PURE__ */ jsxDEV("meta", {
			property: "og:image:width",
			content: String(image.width)
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 44,
			columnNumber: 24
		}, this),
		image?.height && /* @__PURE__ */ jsxDEV("meta", {
			property: "og:image:height",
			content: String(image.height)
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 45,
			columnNumber: 25
		}, this),
		image?.alt && /* @__PURE__ */ jsxDEV("meta", {
			property: "og:image:alt",
			content: image.alt
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 46,
			columnNumber: 22
		}, this),
		/* @__PURE__ */ jsxDEV("meta", {
			name: "twitter:card",
			content: content.twitterCard || (image ? "summary_large_image" : "summary")
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 47,
			columnNumber: 7
		}, this),
		/* @__PURE__ */ jsxDEV("meta", {
			name: "twitter:title",
			content: content.twitterTitle || openGraphTitle
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 48,
			columnNumber: 7
		}, this),
		(content.twitterDescription || openGraphDescription) && /* @__PURE__ */ jsxDEV("meta", {
			name: "twitter:description",
			content: content.twitterDescription || openGraphDescription || ""
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 50,
			columnNumber: 9
		}, this),
		image && /* @__PURE__ */ jsxDEV("meta", {
			name: "twitter:image",
			content: image.url
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 52,
			columnNumber: 17
		}, this),
		content.jsonLd && /* @__PURE__ */ jsxDEV("script", {
			type: "application/ld+json",
			dangerouslySetInnerHTML: { __html: jsonLdText(content.jsonLd) }
		}, void 0, false, {
			fileName: _jsxFileName$13,
			lineNumber: 55,
			columnNumber: 9
		}, this)
	] }, void 0, true, {
		fileName: _jsxFileName$13,
		lineNumber: 37,
		columnNumber: 5
	}, this);
}
// src/modules/blog/paths.ts
var articlePath = (slug) => `/blog/articles/${encodeURIComponent(slug)}`;
var blogCategoryPath = (slug) => `/blog/categories/${encodeURIComponent(slug)}`;
/** The url segments that name the blog entity a page shows. */
var ARTICLE_SEGMENT = "blog.articles.slug";
var BLOG_CATEGORY_SEGMENT = "blog.categories.slug";
// src/modules/ecommerce/paths.ts
var productPath = (slug) => `/ecommerce/products/${encodeURIComponent(slug)}`;
var categoryPath = (slug) => `/ecommerce/categories/${encodeURIComponent(slug)}`;
var storePath = (slug) => `/ecommerce/stores/${encodeURIComponent(slug)}`;
/** The url segments that name the catalogue entity a page shows. */
var PRODUCT_SEGMENT = "ecommerce.products.slug";
var CATEGORY_SEGMENT = "ecommerce.categories.slug";
var STORE_SEGMENT = "ecommerce.stores.slug";
// src/modules/host/page-metadata.ts
/** The metadata that describes a page: its entry of variant 'primary'. */
function primaryMetadata(metadata) {
	return metadata.find((entry) => entry.variant === "primary");
}
// src/modules/host/PageHead.tsx
var _jsxFileName$12 = "/work/main/client/src/modules/host/PageHead.tsx";
/**
* Url segments whose page is about one row, which its overview widget describes in the head
* (its own title, description, image and JSON-LD) instead of the page's metadata.
*/
var ROW_HEAD_SEGMENTS = [PRODUCT_SEGMENT, ARTICLE_SEGMENT];
/**
* A page's <head> from its data: the primary metadata's title, description, keywords,
* OpenGraph and Twitter texts; the canonical url and the page in every language.
*/
function PageHead({ match, segments, publicUrl, canonicalUrl, pathname }) {
	const language = useLanguage();
	const { page } = match;
	const metadata = primaryMetadata(page.metadata);
	const describesRow = ROW_HEAD_SEGMENTS.some((segment) => segment in segments);
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [
		!describesRow && /* @__PURE__ */ jsxDEV(ContentHead, { content: {
			title: metadata?.title || page.title,
			description: metadata?.description || page.description,
			type: metadata?.openGraphType || "website",
			openGraphTitle: metadata?.openGraphTitle,
			openGraphDescription: metadata?.openGraphDescription,
			twitterCard: metadata?.twitterCard,
			twitterTitle: metadata?.twitterTitle,
			twitterDescription: metadata?.twitterDescription
		} }, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 37,
			columnNumber: 9
		}, this),
		metadata?.keywords && /* @__PURE__ */ jsxDEV("meta", {
			name: "keywords",
			content: metadata.keywords
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 50,
			columnNumber: 30
		}, this),
		metadata?.author && /* @__PURE__ */ jsxDEV("meta", {
			name: "author",
			content: metadata.author
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 51,
			columnNumber: 28
		}, this),
		/* @__PURE__ */ jsxDEV("link", {
			rel: "canonical",
			href: canonicalUrl
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 52,
			columnNumber: 7
		}, this),
		languageAlternates(publicUrl, pathname).map(({ hrefLang, href }) => /* @__PURE__ */ jsxDEV("link", {
			rel: "alternate",
			hrefLang,
			href
		}, hrefLang, false, {
			fileName: _jsxFileName$12,
			lineNumber: 54,
			columnNumber: 9
		}, this)),
		/* @__PURE__ */ jsxDEV("meta", {
			property: "og:url",
			content: metadata?.openGraphUrl ? absoluteUrl(publicUrl, metadata.openGraphUrl) : canonicalUrl
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 56,
			columnNumber: 7
		}, this),
		/* @__PURE__ */ jsxDEV("meta", {
			property: "og:locale",
			content: openGraphLocale(language)
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 57,
			columnNumber: 7
		}, this),
		LANGUAGES.filter((other) => other !== language).map((other) => /* @__PURE__ */ jsxDEV("meta", {
			property: "og:locale:alternate",
			content: openGraphLocale(other)
		}, other, false, {
			fileName: _jsxFileName$12,
			lineNumber: 59,
			columnNumber: 9
		}, this)),
		metadata?.openGraphSiteName && /* @__PURE__ */ jsxDEV("meta", {
			property: "og:site_name",
			content: metadata.openGraphSiteName
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 61,
			columnNumber: 39
		}, this),
		metadata?.twitterSite && /* @__PURE__ */ jsxDEV("meta", {
			name: "twitter:site",
			content: metadata.twitterSite
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 62,
			columnNumber: 33
		}, this),
		metadata?.twitterCreator && /* @__PURE__ */ jsxDEV("meta", {
			name: "twitter:creator",
			content: metadata.twitterCreator
		}, void 0, false, {
			fileName: _jsxFileName$12,
			lineNumber: 63,
			columnNumber: 36
		}, this)
	] }, void 0, true, {
		fileName: _jsxFileName$12,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
// src/modules/host/page-tree.ts
/**
* Relation rows of variant 'default' only, in their orderIndex order. Rows of another variant
* ('additional') are links that the default rendering does not show.
*/
function shownInOrder(rows) {
	return rows.filter((row) => row.variant === "default").sort((a, b) => a.orderIndex - b.orderIndex);
}
/** What a page renders, top to bottom: its layouts, their host widgets, the module widgets these embed. */
function pageTree(page) {
	return shownInOrder(page.pagesToLayouts).flatMap(({ id, layout }) => {
		if (!layout) return [];
		const widgets = shownInOrder(layout.layoutsToWidgets).flatMap((link) => {
			if (!link.widget) return [];
			const externals = [...link.widget.widgetsToExternalWidgets].sort((a, b) => a.orderIndex - b.orderIndex).map((external) => ({
				id: external.id,
				module: external.externalModule,
				widgetId: external.externalWidgetId
			}));
			return [{
				id: link.id,
				className: link.widget.className,
				anchor: link.widget.anchor,
				externals
			}];
		});
		return [{
			id,
			className: layout.className,
			widgets
		}];
	});
}
/** The ids of the module widgets a page embeds, per given module (the rendered ones), each once. */
function embeddedWidgetIds(layouts, modules) {
	const ids = new Map(modules.map((module) => [module, /* @__PURE__ */ new Set()]));
	for (const layout of layouts) for (const widget of layout.widgets) for (const external of widget.externals) ids.get(external.module)?.add(external.widgetId);
	return Object.fromEntries([...ids].map(([module, moduleIds]) => [module, [...moduleIds]]));
}
/**
* Which layouts are the page's main content (the `main` landmark), as [start, end) indexes:
* the first layout is its header and the last its footer when there are three or more (the
* shape of most sites); of two, the second; a single layout is all content.
*/
function mainLayoutRange(count) {
	if (count >= 3) return [1, count - 1];
	if (count === 2) return [1, 2];
	return [0, count];
}
// src/shared/graphql/filters.ts
/** Rows whose column equals a value: `{ and: [{ column, method: 'eq', value }] }`. */
function whereEquals(column, value) {
	return { and: [{
		column,
		method: "eq",
		value
	}] };
}
/** Rows whose id is one of `ids`. */
function whereIdIn(ids) {
	return { and: [{
		column: "id",
		method: "inArray",
		value: ids
	}] };
}
/** Oldest first: the order staff created things in is the order the shop shows them. */
var OLDEST_FIRST = [{
	column: "createdAt",
	method: "asc"
}];
// src/modules/host/rendered-module.ts
var camelCase = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
/**
* A module whose widgets the site renders. `load` imports the module's widget component, so
* that each module's widgets are a chunk of their own, loaded when a page embeds one: the first
* page a visitor opens loads only the modules it shows.
*/
function renderedModule(module, load) {
	const name = camelCase(module);
	const listField = `${name}WidgetList`;
	const Widget = lazy(load);
	return {
		module,
		variables: (ids) => ({
			[name]: whereIdIn(ids),
			[`with${name[0].toUpperCase()}${name.slice(1)}`]: ids.length > 0
		}),
		widgets: (data) => {
			return (data[listField] ?? []).map((widget) => ({
				id: widget.id,
				element: createElement(Widget, { widget })
			}));
		},
		preload: () => {
			load().catch(() => {});
		}
	};
}
// src/modules/blog/page-widgets.ts
/** The blog module's widgets on a page: data from BlogPageWidgets (widget.graphql), code from BlogWidget. */
var blogPageWidgets = renderedModule("blog", () => import("./assets/BlogWidget-D99CyOlg.js"));
// src/modules/crm/page-widgets.ts
/** The crm module's widgets on a page: data from CrmPageWidgets (widget.graphql), code from CrmWidget. */
var crmPageWidgets = renderedModule("crm", () => import("./assets/CrmWidget-D8h7hrSs.js"));
// src/modules/ecommerce/page-widgets.ts
/** The ecommerce module's widgets on a page: data from EcommercePageWidgets (widget.graphql), code from EcommerceWidget. */
var ecommercePageWidgets = renderedModule("ecommerce", () => import("./assets/EcommerceWidget-Z4QZWRGZ.js"));
// src/modules/file-storage/page-widgets.ts
/** The file-storage module's widgets on a page: data from FileStoragePageWidgets (widget.graphql), code from FileStorageWidget. */
var fileStoragePageWidgets = renderedModule("file-storage", () => import("./assets/FileStorageWidget-BUgB2_wU.js"));
// src/modules/host/rendered-modules.ts
/**
* The modules whose widgets the public site renders, one line each. A module's entry is its
* `page-widgets.ts`; host/page-module-widgets.graphql spreads its PageWidgets fragment.
*/
var RENDERED_MODULES = [
	renderedModule("website-builder", () => import("./assets/WebsiteBuilderWidget-YMJjEMsh.js")),
	ecommercePageWidgets,
	blogPageWidgets,
	crmPageWidgets,
	fileStoragePageWidgets
];
// src/modules/host/PageView.tsx
var _jsxFileName$11 = "/work/main/client/src/modules/host/PageView.tsx";
var RENDERED_MODULE_NAMES = RENDERED_MODULES.map((module) => module.module);
/** The segments answer is a JSON object; only string values are segment values. */
function segmentValues(value) {
	if (typeof value !== "object" || value === null) return {};
	return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === "string"));
}
/**
* A page: its layouts top to bottom, each a column of host widgets rendering the module
* widgets they embed. Every module widget of the page is fetched in one request.
*/
function PageView({ match, url, publicUrl }) {
	const { page } = match;
	const canonical = canonicalUrl(publicUrl, url);
	const layouts = useMemo(() => pageTree(page), [page]);
	const ids = useMemo(() => embeddedWidgetIds(layouts, RENDERED_MODULE_NAMES), [layouts]);
	const context = useMemo(() => ({
		pattern: match.pattern,
		segments: segmentValues(match.segments),
		publicUrl,
		canonicalUrl: canonical
	}), [
		match,
		publicUrl,
		canonical
	]);
	for (const module of RENDERED_MODULES) if (ids[module.module].length > 0) module.preload();
	const { data } = useSuspenseQuery(PageModuleWidgetsDocument, { variables: moduleWidgetsVariables(RENDERED_MODULES, ids) });
	const widgets = useMemo(() => indexModuleWidgets(RENDERED_MODULES, data), [data]);
	const [shownUrl, setShownUrl] = useState();
	useLayoutEffect(() => setShownUrl(url), [url]);
	const [mainStart, mainEnd] = mainLayoutRange(layouts.length);
	const renderLayout = (layout) => /* @__PURE__ */ jsxDEV(Box, {
		className: layout.className ?? void 0,
		"data-layout": true,
		mt: mainEnd < layouts.length && layout === layouts[layouts.length - 1] ? "auto" : void 0,
		children: layout.widgets.map((widget) => /* @__PURE__ */ jsxDEV(Box, {
			id: widget.anchor ?? void 0,
			className: widget.className ?? void 0,
			children: widget.externals.map((external) => /* @__PURE__ */ jsxDEV(ExternalWidget, { widget: widgets.get(moduleWidgetKey(external.module, external.widgetId)) }, external.id, false, {
				fileName: _jsxFileName$11,
				lineNumber: 70,
				columnNumber: 13
			}, this))
		}, widget.id, false, {
			fileName: _jsxFileName$11,
			lineNumber: 68,
			columnNumber: 9
		}, this))
	}, layout.id, false, {
		fileName: _jsxFileName$11,
		lineNumber: 60,
		columnNumber: 5
	}, this);
	return /* @__PURE__ */ jsxDEV(PageContext.Provider, {
		value: context,
		children: /* @__PURE__ */ jsxDEV(PageShownContext.Provider, {
			value: shownUrl === url,
			children: [/* @__PURE__ */ jsxDEV(PageHead, {
				match,
				segments: context.segments,
				publicUrl,
				canonicalUrl: canonical,
				pathname: url
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 80,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Flex, {
				direction: "column",
				mih: "100dvh",
				className: page.className ?? void 0,
				"data-page": page.url,
				children: [
					layouts.slice(0, mainStart).map(renderLayout),
					/* @__PURE__ */ jsxDEV(Box, {
						component: "main",
						children: layouts.slice(mainStart, mainEnd).map(renderLayout)
					}, void 0, false, {
						fileName: _jsxFileName$11,
						lineNumber: 83,
						columnNumber: 11
					}, this),
					layouts.slice(mainEnd).map(renderLayout)
				]
			}, void 0, true, {
				fileName: _jsxFileName$11,
				lineNumber: 81,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$11,
			lineNumber: 79,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 78,
		columnNumber: 5
	}, this);
}
// src/modules/host/PageByUrl.tsx
var _jsxFileName$10 = "/work/main/client/src/modules/host/PageByUrl.tsx";
/** The host page serving `url`, rendered; other failures go to the nearest error boundary. */
function PageByUrl({ url, notFound, alongside }) {
	const { data, error } = useSuspenseQuery(HostPageByUrlDocument, {
		variables: { url },
		errorPolicy: "all"
	});
	if (isNotFoundError(error)) return notFound;
	if (error) throw error;
	if (!data) throw new Error(`The page ${url} did not load`);
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(PageView, {
		match: data.hostPageFindByUrl,
		url,
		publicUrl: data.serverInfo.publicUrl
	}, void 0, false, {
		fileName: _jsxFileName$10,
		lineNumber: 24,
		columnNumber: 7
	}, this), alongside] }, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
// src/app/pages/ErrorFallback.tsx
var _jsxFileName$9 = "/work/main/client/src/app/pages/ErrorFallback.tsx";
/** The spec's generic error text, shown when not even the /500 page can be shown. */
var GENERIC_ERROR_TITLE = "Oh no! Something went wrong...";
/** The last resort: the message and a Reload button, nothing that could fail again. */
function ErrorFallback({ message }) {
	return /* @__PURE__ */ jsxDEV(Center, {
		mih: "100dvh",
		px: "md",
		"data-error-fallback": true,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			align: "center",
			gap: "md",
			maw: 560,
			ta: "center",
			children: [
				/* @__PURE__ */ jsxDEV(Title, {
					order: 1,
					children: GENERIC_ERROR_TITLE
				}, void 0, false, {
					fileName: _jsxFileName$9,
					lineNumber: 11,
					columnNumber: 9
				}, this),
				message && /* @__PURE__ */ jsxDEV(Code, {
					block: true,
					c: "red.8",
					w: "100%",
					style: { whiteSpace: "pre-wrap" },
					children: message
				}, void 0, false, {
					fileName: _jsxFileName$9,
					lineNumber: 13,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(Text, {
					c: "dimmed",
					children: "Reloading the page usually helps. If it does not, please try again in a few minutes."
				}, void 0, false, {
					fileName: _jsxFileName$9,
					lineNumber: 17,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(Button, {
					onClick: () => window.location.reload(),
					children: "Reload"
				}, void 0, false, {
					fileName: _jsxFileName$9,
					lineNumber: 18,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$9,
			lineNumber: 10,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 9,
		columnNumber: 5
	}, this);
}
// src/app/pages/ErrorNotice.tsx
var _jsxFileName$8 = "/work/main/client/src/app/pages/ErrorNotice.tsx";
/** The failure's message and a Reload button, floating over the site's /500 page. */
function ErrorNotice({ message }) {
	return /* @__PURE__ */ jsxDEV(Affix, {
		position: {
			bottom: 20,
			left: 20,
			right: 20
		},
		zIndex: 300,
		children: /* @__PURE__ */ jsxDEV(Notification, {
			color: "red",
			title: "Something went wrong",
			withCloseButton: false,
			maw: 560,
			mx: "auto",
			withBorder: true,
			children: [/* @__PURE__ */ jsxDEV(Text, {
				size: "sm",
				mb: "xs",
				children: message
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 8,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(Button, {
				size: "xs",
				variant: "light",
				color: "red",
				onClick: () => window.location.reload(),
				children: "Reload"
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 11,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$8,
			lineNumber: 7,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 6,
		columnNumber: 5
	}, this);
}
// src/app/pages/PageLoader.tsx
var _jsxFileName$7 = "/work/main/client/src/app/pages/PageLoader.tsx";
/** The first page's placeholder while its structure loads (later pages keep the previous one). */
function PageLoader() {
	return /* @__PURE__ */ jsxDEV(Center, {
		mih: "100dvh",
		children: /* @__PURE__ */ jsxDEV(Loader, { "aria-label": "Loading" }, void 0, false, {
			fileName: _jsxFileName$7,
			lineNumber: 7,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 6,
		columnNumber: 5
	}, this);
}
// src/app/pages/GlobalErrorPage.tsx
var _jsxFileName$6 = "/work/main/client/src/app/pages/GlobalErrorPage.tsx";
function messageOf(error) {
	if (error instanceof Error) return error.message;
	if (typeof error === "object" && error && "statusText" in error) return String(error.statusText);
	return String(error);
}
/**
* What a page that failed to render shows: the site's own /500 page (in the visitor's
* language) with the message and a Reload button; when that cannot be shown either, the
* plain fallback.
*/
function GlobalErrorPage() {
	const error = useRouteError();
	const language = languageOfPath(useLocation().pathname);
	const message = messageOf(error);
	useEffect(() => {
		console.error("The page failed to render", error);
	}, [error]);
	const fallback = /* @__PURE__ */ jsxDEV(ErrorFallback, { message }, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 30,
		columnNumber: 20
	}, this);
	return /* @__PURE__ */ jsxDEV(ErrorBoundary, {
		fallback: () => fallback,
		children: /* @__PURE__ */ jsxDEV(Suspense, {
			fallback: /* @__PURE__ */ jsxDEV(PageLoader, {}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 33,
				columnNumber: 27
			}, this),
			children: /* @__PURE__ */ jsxDEV(PageByUrl, {
				url: localizedPath("/500", language),
				notFound: fallback,
				alongside: /* @__PURE__ */ jsxDEV(ErrorNotice, { message }, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 34,
					columnNumber: 89
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 34,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$6,
			lineNumber: 33,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 32,
		columnNumber: 5
	}, this);
}
// src/shared/i18n/define-texts.ts
/**
* A screen's own words as a hook answering those of the current page's language. The
* default language's texts set the shape: every other language must give every key.
*/
function defineTexts(defaults, translations) {
	const texts = {
		["en"]: defaults,
		...translations
	};
	function useTexts() {
		return texts[useLanguage()];
	}
	/** The texts of a given language, outside components (and in tests). */
	useTexts.in = (language) => texts[language];
	return useTexts;
}
/** The site's own words in the language of the current page. */
var useUiText = defineTexts({
	home: "Home",
	language: "Language",
	openNavigation: "Open navigation",
	closeNavigation: "Close navigation",
	currency: "Currency",
	availableAt: "Available at",
	alsoPriced: "Also",
	noProducts: "No products here yet.",
	noArticles: "No articles here yet.",
	readArticle: "Read the article",
	productsInArticle: "In this article",
	pageNotFound: "Page not found",
	pageNotFoundText: "There is nothing at this address. It may have moved, or the link may be mistyped.",
	goHome: "Go to the home page",
	productNotFound: "Product not found",
	categoryNotFound: "Category not found",
	storeNotFound: "Store not found",
	articleNotFound: "Article not found",
	notFoundHint: "It may have been removed, or the link may be mistyped.",
	signInToSend: "Sign in to send this form.",
	signInToRead: "Sign in to read the whole article.",
	previousSlide: "Previous slide",
	nextSlide: "Next slide",
	products: {
		one: "# product",
		other: "# products"
	},
	articles: {
		one: "# article",
		other: "# articles"
	}
}, { ru: {
	home: "Главная",
	language: "Язык",
	openNavigation: "Открыть меню",
	closeNavigation: "Закрыть меню",
	currency: "Валюта",
	availableAt: "Где купить",
	alsoPriced: "Также",
	noProducts: "Здесь пока нет товаров.",
	noArticles: "Здесь пока нет статей.",
	readArticle: "Читать статью",
	productsInArticle: "В этой статье",
	pageNotFound: "Страница не найдена",
	pageNotFoundText: "По этому адресу ничего нет. Возможно, страница переехала или в ссылке опечатка.",
	goHome: "На главную",
	productNotFound: "Товар не найден",
	categoryNotFound: "Категория не найдена",
	storeNotFound: "Магазин не найден",
	articleNotFound: "Статья не найдена",
	notFoundHint: "Возможно, страницу удалили или в ссылке опечатка.",
	signInToSend: "Войдите, чтобы отправить форму.",
	signInToRead: "Войдите, чтобы прочитать статью целиком.",
	previousSlide: "Предыдущий слайд",
	nextSlide: "Следующий слайд",
	products: {
		one: "# товар",
		few: "# товара",
		many: "# товаров",
		other: "# товара"
	},
	articles: {
		one: "# статья",
		few: "# статьи",
		many: "# статей",
		other: "# статьи"
	}
} });
useUiText.in;
/** `count` with the plural form its language needs: '1 product', '5 товаров'. */
function pluralize(count, forms, language) {
	return (forms[new Intl.PluralRules(language).select(count)] ?? forms.other).replace("#", String(count));
}
// src/app/pages/NotFoundPage.tsx
var _jsxFileName$5 = "/work/main/client/src/app/pages/NotFoundPage.tsx";
/** What a url no page serves shows: a way back home, in the visitor's language. */
function NotFoundPage() {
	const language = useLanguage();
	const text = useUiText();
	useRenderStatus(404);
	return /* @__PURE__ */ jsxDEV(Center, {
		mih: "100dvh",
		px: "md",
		"data-not-found": true,
		children: [
			/* @__PURE__ */ jsxDEV("title", { children: text.pageNotFound }, void 0, false, {
				fileName: _jsxFileName$5,
				lineNumber: 18,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("meta", {
				name: "robots",
				content: "noindex"
			}, void 0, false, {
				fileName: _jsxFileName$5,
				lineNumber: 19,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Stack, {
				align: "center",
				gap: "md",
				maw: 480,
				ta: "center",
				children: [
					/* @__PURE__ */ jsxDEV(Text, {
						fz: {
							base: 96,
							sm: 140
						},
						fw: 800,
						lh: 1,
						variant: "gradient",
						gradient: {
							from: "clay.5",
							to: "clay.9",
							deg: 135
						},
						"aria-hidden": "true",
						children: "404"
					}, void 0, false, {
						fileName: _jsxFileName$5,
						lineNumber: 21,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(Title, {
						order: 1,
						children: text.pageNotFound
					}, void 0, false, {
						fileName: _jsxFileName$5,
						lineNumber: 31,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(Text, {
						c: "dimmed",
						size: "lg",
						children: text.pageNotFoundText
					}, void 0, false, {
						fileName: _jsxFileName$5,
						lineNumber: 32,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(Button, {
						component: Link,
						to: localizedPath("/", language),
						size: "md",
						mt: "sm",
						children: text.goHome
					}, void 0, false, {
						fileName: _jsxFileName$5,
						lineNumber: 35,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 20,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$5,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/app/pages/PublicPage.tsx
var _jsxFileName$4 = "/work/main/client/src/app/pages/PublicPage.tsx";
/** Every public url: the host page serving it, or the 404 page. */
function PublicPage() {
	const { pathname } = useLocation();
	return /* @__PURE__ */ jsxDEV(PageByUrl, {
		url: pathname,
		notFound: /* @__PURE__ */ jsxDEV(NotFoundPage, {}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 8,
			columnNumber: 46
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 8,
		columnNumber: 10
	}, this);
}
// src/modules/rbac/account/paths.ts
/** The spec's settings screen of the signed-in subject. */
var settingsPath = "/rbac/subjects/settings";
// src/modules/rbac/authentication/paths.ts
var BASE = "/rbac/subject/authentication";
var authenticationPaths = {
	selectMethod: `${BASE}/select-method`,
	registration: `${BASE}/email-and-password/registration`,
	forgotPassword: `${BASE}/email-and-password/forgot-password`,
	resetPassword: `${BASE}/email-and-password/reset-password`,
	logout: `${BASE}/logout`
};
// src/app/screen-routes.tsx
var _jsxFileName$3 = "/work/main/client/src/app/screen-routes.tsx";
var authentication = () => import("./assets/authentication-jXo_deL2.js");
var SelectMethodPage = lazy(() => authentication().then((m) => ({ default: m.SelectMethodPage })));
var RegistrationPage = lazy(() => authentication().then((m) => ({ default: m.RegistrationPage })));
var ForgotPasswordPage = lazy(() => authentication().then((m) => ({ default: m.ForgotPasswordPage })));
var ResetPasswordPage = lazy(() => authentication().then((m) => ({ default: m.ResetPasswordPage })));
var LogoutPage = lazy(() => authentication().then((m) => ({ default: m.LogoutPage })));
var DummyPaymentPage = lazy(() => import("./assets/DummyPaymentPage-BiebVHWm.js").then((m) => ({ default: m.DummyPaymentPage })));
var AdminScreen = lazy(() => import("./assets/admin-DoFS-Cr9.js").then((m) => ({ default: m.AdminScreen })));
var SettingsPage = lazy(() => import("./assets/SettingsPage-DzMlpMwo.js").then((m) => ({ default: m.SettingsPage })));
var screens = [
	{
		path: authenticationPaths.selectMethod,
		element: /* @__PURE__ */ jsxDEV(SelectMethodPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 22,
			columnNumber: 54
		}, void 0)
	},
	{
		path: authenticationPaths.registration,
		element: /* @__PURE__ */ jsxDEV(RegistrationPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 23,
			columnNumber: 54
		}, void 0)
	},
	{
		path: authenticationPaths.forgotPassword,
		element: /* @__PURE__ */ jsxDEV(ForgotPasswordPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 24,
			columnNumber: 56
		}, void 0)
	},
	{
		path: authenticationPaths.resetPassword,
		element: /* @__PURE__ */ jsxDEV(ResetPasswordPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 25,
			columnNumber: 55
		}, void 0)
	},
	{
		path: authenticationPaths.logout,
		element: /* @__PURE__ */ jsxDEV(LogoutPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 26,
			columnNumber: 48
		}, void 0)
	},
	{
		path: settingsPath,
		element: /* @__PURE__ */ jsxDEV(SettingsPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 27,
			columnNumber: 34
		}, void 0)
	},
	{
		path: "/billing/dummy/invoices/:id",
		element: /* @__PURE__ */ jsxDEV(DummyPaymentPage, {}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 28,
			columnNumber: 51
		}, void 0)
	}
];
var adminRoutes = [{
	path: "/admin",
	element: /* @__PURE__ */ jsxDEV(AdminScreen, {}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 33,
		columnNumber: 30
	}, void 0)
}, {
	path: "/admin/:model",
	element: /* @__PURE__ */ jsxDEV(AdminScreen, {}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 34,
		columnNumber: 37
	}, void 0)
}];
/** Every screen at its path and under every language prefix (`/ru/rbac/...`). */
var screenRoutes = [...screens.flatMap(({ path, element }) => [{
	path,
	element
}, ...PREFIXED_LANGUAGES.map((language) => ({
	path: `/${language}${path}`,
	element
}))]), ...adminRoutes];
// src/app/SiteLayout.tsx
var _jsxFileName$2 = "/work/main/client/src/app/SiteLayout.tsx";
function SiteLayout() {
	const language = useLanguage();
	useEffect(() => {
		document.documentElement.lang = language;
	}, [language]);
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(ScrollRestoration, {}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 18,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(Suspense, {
		fallback: /* @__PURE__ */ jsxDEV(PageLoader, {}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 19,
			columnNumber: 27
		}, this),
		children: /* @__PURE__ */ jsxDEV(Outlet, {}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 20,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 19,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/app/routes.tsx
var _jsxFileName$1 = "/work/main/client/src/app/routes.tsx";
var routes = [{
	element: /* @__PURE__ */ jsxDEV(SiteLayout, {}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 11,
		columnNumber: 14
	}, void 0),
	errorElement: /* @__PURE__ */ jsxDEV(GlobalErrorPage, {}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 12,
		columnNumber: 19
	}, void 0),
	children: [...screenRoutes, {
		path: "*",
		element: /* @__PURE__ */ jsxDEV(PublicPage, {}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 13,
			columnNumber: 55
		}, void 0)
	}]
}];
// src/entry-server.tsx
/**
* The server's render of public pages (built with `vite build --ssr` into `client/dist-server`,
* imported by the API server at run time). It renders the same routes and providers as
* main.tsx for one url, waits for every lazy widget and every query, and answers the page's
* HTML with the Apollo cache it filled, for the browser to hydrate without asking again.
*/
var _jsxFileName = "/work/main/client/src/entry-server.tsx";
/** Whether the server renders `pathname`: public pages do; the app's screens (sign-in, settings, the admin) do not. */
function isServerRendered(pathname) {
	return matchRoutes(routes, pathname)?.at(-1)?.route.path === "*";
}
/** An Apollo link answering from `execute`: no HTTP request to the server itself. */
function inProcessLink(execute) {
	return new ApolloLink((operation) => new Observable((observer) => {
		execute({
			query: print(operation.query),
			variables: operation.variables,
			operationName: operation.operationName
		}).then((result) => {
			observer.next(result);
			observer.complete();
		}).catch((error) => observer.error(error));
	}));
}
/** JSON inside a `<script>`: no `<` can close the element or open a comment. */
var scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
/**
* Renders the app at `url` as a whole document (`<html lang>` and the head React fills with the
* tree's hoisted `<title>`, `<meta>` and `<link>`), the app alone inside `#root`, so that its
* ids are those the browser's `hydrateRoot(#root)` computes. Undefined when the render failed.
*/
async function renderDocument(url, execute, onError) {
	const client = new ApolloClient({
		ssrMode: true,
		link: inProcessLink(execute),
		cache: createApolloCache()
	});
	const handler = createStaticHandler(routes);
	const context = await handler.query(new Request(url));
	if (context instanceof Response) return void 0;
	const router = createStaticRouter(handler.dataRoutes, context);
	let status = 200;
	let failed = false;
	const tree = /* @__PURE__ */ jsxDEV("html", {
		lang: languageOfPath(url.pathname),
		children: /* @__PURE__ */ jsxDEV("body", { children: /* @__PURE__ */ jsxDEV("div", {
			id: "root",
			children: /* @__PURE__ */ jsxDEV(RenderStatusContext.Provider, {
				value: (set) => status = set,
				children: /* @__PURE__ */ jsxDEV(StrictMode, { children: /* @__PURE__ */ jsxDEV(AppProviders, {
					apolloClient: client,
					children: /* @__PURE__ */ jsxDEV(StaticRouterProvider, {
						router,
						context,
						hydrate: false
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 84,
						columnNumber: 17
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 82,
					columnNumber: 15
				}, this) }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 81,
					columnNumber: 13
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 80,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 79,
			columnNumber: 9
		}, this) }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 78,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 77,
		columnNumber: 5
	}, this);
	try {
		const { result } = await prerenderStatic({
			tree,
			context: { client },
			renderFunction: (node) => prerenderToNodeStream(node, {
				progressiveChunkSize: Number.MAX_SAFE_INTEGER,
				onError: (error) => {
					failed = true;
					onError(error);
				}
			})
		});
		if (failed) return void 0;
		const head = /<head>([\s\S]*?)<\/head>/.exec(result)?.[1] ?? "";
		const root = /<div id="root">([\s\S]*)<\/div><\/body><\/html>$/.exec(result)?.[1];
		if (root === void 0) throw new Error("The render is not the document it was given");
		return {
			status,
			head,
			root,
			state: client.extract()
		};
	} finally {
		client.stop();
	}
}
/** The built index.html with the render put in: the language, the head's tags, the page and its data. */
function fillTemplate(template, { head, root, state }, language, hydrate) {
	let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
	if (/<title[\s>]/.test(head)) html = html.replace(/<title>[^<]*<\/title>/, "");
	html = html.replace("</head>", `${head}</head>`);
	const data = hydrate ? `<script type="application/json" id="${APOLLO_STATE_ID}">${scriptJson(state)}<\/script>` : "";
	return html.replace("<div id=\"root\"></div>", `<div id="root">${root}</div>${data}`);
}
/**
* The HTML answer for `url` (path and query), or undefined for urls the browser renders alone
* (screens). A url no page serves answers 404 with the not-found page; a page that fails to
* render answers 500 with the site's `/500` page, which the browser then renders afresh; the
* errors go to `onError`, never into the page.
*/
async function renderPage(url, execute, template, onError) {
	const target = new URL(url, "http://localhost");
	if (!isServerRendered(target.pathname)) return void 0;
	const language = languageOfPath(target.pathname);
	const page = await renderDocument(target, execute, onError).catch((error) => void onError(error));
	if (page) return {
		status: page.status,
		html: fillTemplate(template, page, language, true)
	};
	const errorPage = await renderDocument(new URL(localizedPath("/500", language), target), execute, onError).catch((error) => void onError(error));
	if (!errorPage || errorPage.status !== 200) return {
		status: 500,
		html: template
	};
	return {
		status: 500,
		html: fillTemplate(template, errorPage, language, false)
	};
}
export { RbacAuthenticationRegistrationDocument as $, BillingDummyPayDocument as A, EcommerceCategoryBySlugDocument as B, usePageSegment as C, useSubjectSession as D, useSubject as E, EcommerceCartAddDocument as F, EcommerceProductCheckoutDocument as G, EcommerceCheckoutDocument as H, EcommerceCartDeleteDocument as I, PaymentProvidersDocument as J, EcommerceProductListDocument as K, EcommerceCartOrdersDocument as L, BlogCategoryBySlugDocument as M, BlogCategoryListDocument as N, AdminModelsDocument as O, CrmFormRequestCreateDocument as P, RbacAuthenticationLoginDocument as Q, EcommerceCartSummaryDocument as R, shortDescription as S, WidgetErrorBoundary as T, EcommerceMyOrdersDocument as U, EcommerceCategoryListDocument as V, EcommerceProductBySlugDocument as W, RbacAuthenticationEthereumNonceDocument as X, RbacAuthenticationEthereumDocument as Y, RbacAuthenticationForgotPasswordDocument as Z, blogCategoryPath as _, defineTexts as a, RbacSubjectIdentityUpdateDocument as at, articleJsonLd as b, CATEGORY_SEGMENT as c, storeRefreshToken as ct, categoryPath as d, RbacAuthenticationResetPasswordDocument as et, productPath as f, articlePath as g, BLOG_CATEGORY_SEGMENT as h, useUiText as i, isServerRendered, RbacSubjectIdentityDeleteDocument as it, BlogArticleBySlugDocument as j, BillingDummyCancelDocument as k, PRODUCT_SEGMENT as l, subscribeToRefreshToken as lt, ARTICLE_SEGMENT as m, settingsPath as n, RbacMeDocument as nt, OLDEST_FIRST as o, RbacTelegramBotDocument as ot, storePath as p, EcommerceStoreBySlugDocument as q, pluralize as r, renderPage, RbacSubjectIdentitiesDocument as rt, whereEquals as s, readRefreshToken as st, authenticationPaths as t, RbacAuthenticationTelegramDocument as tt, STORE_SEGMENT as u, ContentHead as v, usePageUrls as w, productJsonLd as x, absoluteUrl as y, EcommerceCartUpdateDocument as z };
