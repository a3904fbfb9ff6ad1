import { n as VariantView, t as WidgetSection } from "./WidgetSection-mCoCx6AI.js";
import { c as pathInLanguage, i as LANGUAGE_NAMES, n as LANGUAGES, t as useLanguage } from "./use-language-CESTGxR7.js";
import { n as titleIn, t as textIn } from "./localized-text-CqhAfjN6.js";
import { n as SiteLink, r as resolveLink, t as RichText } from "./RichText-CE_lFb7-.js";
import { n as firstImage, r as SectionHeading, t as FileView } from "./FileView-B-Va5VtV.js";
import { r as fileUrl } from "./file-url-BH6vl3Ue.js";
import { E as useSubject, i as useUiText } from "../entry-server.js";
import { a as ChevronRightIcon, i as ChevronLeftIcon, n as BagIcon } from "./icons-DHscqIoA.js";
import { n as useCartOpened, r as useCartText, t as setCartOpened } from "./cart-drawer-store-IN7p57pp.js";
import { i as useCartSummary } from "./use-cart-DBGoesCg.js";
import { t as AccountMenu } from "./AccountMenu-DqW584uF.js";
import { Suspense, lazy, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { ActionIcon, Anchor, Box, Burger, Button, Collapse, Container, Divider, Group, Image, Indicator, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
import { useDisclosure } from "@mantine/hooks";
// src/modules/website-builder/buttons/button-styles.ts
/**
* The spec's button variants as Mantine button styles. 'default' and any variant nobody
* knows look the same: a plain bordered button, so that a typo never hides a button.
*/
var BUTTON_STYLES = {
	default: { variant: "default" },
	primary: { variant: "filled" },
	destructive: {
		variant: "filled",
		color: "red"
	},
	secondary: { variant: "light" },
	outline: { variant: "outline" },
	link: {
		variant: "transparent",
		underline: true
	},
	ghost: {
		variant: "subtle",
		color: "dark"
	}
};
function buttonStyle(variant) {
	return Object.hasOwn(BUTTON_STYLES, variant) ? BUTTON_STYLES[variant] : BUTTON_STYLES.default;
}
// src/modules/website-builder/buttons/WebsiteButton.tsx
var _jsxFileName$13 = "/work/main/client/src/modules/website-builder/buttons/WebsiteButton.tsx";
/** A content button: its variant's style, its title in the visitor's language, its link. */
function WebsiteButton({ button, context, ...buttonProps }) {
	const language = useLanguage();
	const { pathname } = useLocation();
	const style = buttonStyle(button.variant);
	const isCurrentPage = resolveLink(button.url, language).href === pathname;
	return /* @__PURE__ */ jsxDEV(Button, {
		component: SiteLink,
		url: button.url,
		variant: isCurrentPage && style.variant === "subtle" ? "light" : style.variant,
		color: style.color,
		td: style.underline ? "underline" : void 0,
		className: button.className ?? void 0,
		"aria-current": isCurrentPage ? "page" : void 0,
		"data-button-variant": button.variant,
		...buttonProps,
		children: [titleIn(button.title, language), context && /* @__PURE__ */ jsxDEV(VisuallyHidden, { children: [": ", context] }, void 0, true, {
			fileName: _jsxFileName$13,
			lineNumber: 36,
			columnNumber: 19
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$13,
		lineNumber: 23,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/buttons/ButtonsArray.tsx
var _jsxFileName$12 = "/work/main/client/src/modules/website-builder/buttons/ButtonsArray.tsx";
/** A row of content buttons, wrapping on narrow screens. */
function ButtonsArray({ buttonsArray, size = "md", context, ...groupProps }) {
	if (buttonsArray.buttons.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(Group, {
		gap: "sm",
		className: buttonsArray.className ?? void 0,
		...groupProps,
		children: buttonsArray.buttons.map((button) => /* @__PURE__ */ jsxDEV(WebsiteButton, {
			button,
			size,
			context
		}, button.id, false, {
			fileName: _jsxFileName$12,
			lineNumber: 18,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$12,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/widget-props.ts
/**
* A widget's buttons arrays, in order, split by the link's variant: 'default' arrays are the
* widget's main buttons (a navbar's menu), 'additional' ones its secondary buttons.
*/
function buttonsArraysOf(widget) {
	const links = [...widget.widgetsToButtonsArrays].sort((a, b) => a.orderIndex - b.orderIndex);
	const arrays = (variant) => links.filter((link) => link.variant === variant).flatMap((link) => link.buttonsArray ? [link.buttonsArray] : []);
	return {
		main: arrays("default"),
		additional: arrays("additional")
	};
}
// src/modules/website-builder/content/ContentDefault.tsx
var _jsxFileName$11 = "/work/main/client/src/modules/website-builder/content/ContentDefault.tsx";
/** A block of text: title, lead, body and its buttons, at a comfortable reading width. */
function ContentDefault({ widget }) {
	const language = useLanguage();
	const subtitle = textIn(widget.subtitle, language);
	const { main, additional } = buttonsArraysOf(widget);
	return /* @__PURE__ */ jsxDEV(Container, {
		component: "section",
		size: "md",
		py: {
			base: 40,
			md: 72
		},
		className: widget.className ?? void 0,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "lg",
			children: [
				/* @__PURE__ */ jsxDEV(Title, {
					order: 1,
					fz: {
						base: 34,
						md: 48
					},
					lh: 1.1,
					style: { letterSpacing: "-0.025em" },
					children: titleIn(widget.title, language)
				}, void 0, false, {
					fileName: _jsxFileName$11,
					lineNumber: 16,
					columnNumber: 9
				}, this),
				subtitle && /* @__PURE__ */ jsxDEV(Text, {
					fz: {
						base: "lg",
						md: 22
					},
					c: "dimmed",
					lh: 1.5,
					children: subtitle
				}, void 0, false, {
					fileName: _jsxFileName$11,
					lineNumber: 20,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(RichText, {
					value: textIn(widget.description, language),
					fz: "lg"
				}, void 0, false, {
					fileName: _jsxFileName$11,
					lineNumber: 24,
					columnNumber: 9
				}, this),
				[...main, ...additional].map((array) => /* @__PURE__ */ jsxDEV(ButtonsArray, { buttonsArray: array }, array.id, false, {
					fileName: _jsxFileName$11,
					lineNumber: 26,
					columnNumber: 11
				}, this))
			]
		}, void 0, true, {
			fileName: _jsxFileName$11,
			lineNumber: 15,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/features/FeatureGrid.tsx
var _jsxFileName$10 = "/work/main/client/src/modules/website-builder/features/FeatureGrid.tsx";
/** Features as cards: an image or a numbered mark, a title, a line or two. */
function FeatureGrid({ features }) {
	const language = useLanguage();
	if (features.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(SimpleGrid, {
		cols: {
			base: 1,
			sm: 2,
			md: Math.min(features.length, 3)
		},
		spacing: "lg",
		children: features.map((feature, index) => {
			const image = firstImage(feature.fileStorageModuleFiles);
			const subtitle = textIn(feature.subtitle, language);
			const description = textIn(feature.description, language);
			return /* @__PURE__ */ jsxDEV(Paper, {
				withBorder: true,
				radius: "lg",
				p: "xl",
				className: feature.className ?? void 0,
				"data-feature": true,
				children: /* @__PURE__ */ jsxDEV(Stack, {
					gap: "sm",
					children: [
						image ? /* @__PURE__ */ jsxDEV(Box, {
							maw: 56,
							children: /* @__PURE__ */ jsxDEV(FileView, { file: image }, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 22,
								columnNumber: 19
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 21,
							columnNumber: 17
						}, this) : /* @__PURE__ */ jsxDEV(ThemeIcon, {
							variant: "light",
							size: 44,
							radius: "md",
							fw: 700,
							children: String(index + 1).padStart(2, "0")
						}, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 25,
							columnNumber: 17
						}, this),
						/* @__PURE__ */ jsxDEV(Title, {
							order: 3,
							fz: "lg",
							children: titleIn(feature.title, language)
						}, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 29,
							columnNumber: 15
						}, this),
						subtitle && /* @__PURE__ */ jsxDEV(Text, {
							fw: 500,
							children: subtitle
						}, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 32,
							columnNumber: 28
						}, this),
						description && /* @__PURE__ */ jsxDEV(Text, {
							size: "sm",
							c: "dimmed",
							children: description
						}, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 34,
							columnNumber: 17
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$10,
					lineNumber: 19,
					columnNumber: 13
				}, this)
			}, feature.id, false, {
				fileName: _jsxFileName$10,
				lineNumber: 18,
				columnNumber: 11
			}, this);
		})
	}, void 0, false, {
		fileName: _jsxFileName$10,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/logotypes/Logotype.tsx
var _jsxFileName$9 = "/work/main/client/src/modules/website-builder/logotypes/Logotype.tsx";
/** A logotype: its image when it has one, else its title as a wordmark; links to its url. */
function Logotype({ logotype, height = 32, color }) {
	const language = useLanguage();
	const title = titleIn(logotype.title, language);
	const image = firstImage(logotype.fileStorageModuleFiles);
	return /* @__PURE__ */ jsxDEV(UnstyledButton, {
		component: SiteLink,
		url: logotype.url,
		"aria-label": title,
		className: logotype.className ?? void 0,
		"data-logotype": true,
		children: image ? /* @__PURE__ */ jsxDEV(Image, {
			src: fileUrl(image.file),
			alt: image.alt || title,
			h: height,
			w: "auto",
			fit: "contain",
			width: image.width ?? void 0,
			height: image.height ?? void 0
		}, void 0, false, {
			fileName: _jsxFileName$9,
			lineNumber: 25,
			columnNumber: 9
		}, this) : /* @__PURE__ */ jsxDEV(Text, {
			span: true,
			fw: 800,
			fz: height * .7,
			lh: 1,
			c: color,
			style: { letterSpacing: "-0.03em" },
			children: title
		}, void 0, false, {
			fileName: _jsxFileName$9,
			lineNumber: 35,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$9,
		lineNumber: 22,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/logotypes/LogotypeStrip.tsx
var _jsxFileName$8 = "/work/main/client/src/modules/website-builder/logotypes/LogotypeStrip.tsx";
/** A row of logotypes (partners, press), muted so that they do not compete with content. */
function LogotypeStrip({ logotypes }) {
	if (logotypes.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(Group, {
		justify: "center",
		gap: 48,
		py: "md",
		style: {
			opacity: .75,
			filter: "grayscale(1)"
		},
		children: logotypes.map((logotype) => /* @__PURE__ */ jsxDEV(Logotype, {
			logotype,
			height: 32,
			color: "dark.6"
		}, logotype.id, false, {
			fileName: _jsxFileName$8,
			lineNumber: 11,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$8,
		lineNumber: 9,
		columnNumber: 5
	}, this);
}
var Carousel_module_default = {
	root: "_root_jtnub_2",
	track: "_track_jtnub_9",
	slide: "_slide_jtnub_21",
	stretchedLink: "_stretchedLink_jtnub_28",
	actions: "_actions_jtnub_50",
	edge: "_edge_jtnub_56",
	edgePrevious: "_edgePrevious_jtnub_67",
	edgeNext: "_edgeNext_jtnub_72",
	edgeIcon: "_edgeIcon_jtnub_77",
	dots: "_dots_jtnub_108",
	dot: "_dot_jtnub_108",
	imageSlide: "_imageSlide_jtnub_145"
};
// src/modules/website-builder/slider/carousel-position.ts
/** The slide after `index`; after the last comes the first (the carousel loops). */
function nextSlide(index, count) {
	return count > 0 ? (index + 1) % count : 0;
}
/** The slide before `index`; before the first comes the last. */
function previousSlide(index, count) {
	return count > 0 ? (index - 1 + count) % count : 0;
}
/** Where a swipe of `deltaX` pixels goes: -1 back, 1 forward, 0 nowhere. */
function swipeDirection(deltaX) {
	if (Math.abs(deltaX) < 48) return 0;
	return deltaX < 0 ? 1 : -1;
}
// src/modules/website-builder/slider/slide-backdrops.ts
var BLOOMS = "radial-gradient(circle at 82% 18%, rgba(255, 255, 255, 0.65) 0, rgba(255, 255, 255, 0) 38%), radial-gradient(circle at 70% 95%, rgba(255, 255, 255, 0.35) 0, rgba(255, 255, 255, 0) 30%)";
var BACKDROPS = [
	`${BLOOMS}, linear-gradient(120deg, #fbf1ea 0%, #f3d9c9 48%, #e9b393 100%)`,
	`${BLOOMS}, linear-gradient(120deg, #f1f4ee 0%, #d8e3d2 50%, #a9c2a0 100%)`,
	`${BLOOMS}, linear-gradient(120deg, #f6f2ec 0%, #e6dccd 50%, #c9b79c 100%)`
];
function slideBackdrop(index) {
	return BACKDROPS[index % BACKDROPS.length];
}
/** Over a photo: dark on the reading side, so that white text stays legible. */
var IMAGE_SCRIM = "linear-gradient(90deg, rgba(0, 0, 0, 0.62) 0%, rgba(0, 0, 0, 0.35) 55%, rgba(0, 0, 0, 0.1) 100%)";
// src/modules/website-builder/slider/SlideView.tsx
var _jsxFileName$7 = "/work/main/client/src/modules/website-builder/slider/SlideView.tsx";
/**
* One slide: its title, texts and buttons over its image (or a soft backdrop). A slide with
* a url is one link as a whole (its title's link covers it); without one it is a plain block.
*/
function SlideView({ slide, index }) {
	const language = useLanguage();
	const title = titleIn(slide.title, language);
	const subtitle = textIn(slide.subtitle, language);
	const description = textIn(slide.description, language);
	const image = firstImage(slide.fileStorageModuleFiles);
	const onImage = Boolean(image);
	return /* @__PURE__ */ jsxDEV(Box, {
		mih: {
			base: 380,
			md: 460
		},
		h: "100%",
		display: "flex",
		style: {
			alignItems: "center",
			background: image ? `${IMAGE_SCRIM}, center / cover no-repeat url("${fileUrl(image.file)}")` : slideBackdrop(index)
		},
		c: onImage ? "white" : "dark.9",
		className: slide.className ?? void 0,
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "md",
			px: "calc(100% * 2 / 12)",
			py: {
				base: 56,
				md: 72
			},
			maw: {
				base: "100%",
				md: "78%"
			},
			children: [
				/* @__PURE__ */ jsxDEV(Title, {
					order: 2,
					fz: {
						base: 30,
						sm: 40,
						md: 56
					},
					lh: 1.05,
					style: { letterSpacing: "-0.03em" },
					children: slide.url ? /* @__PURE__ */ jsxDEV(SiteLink, {
						url: slide.url,
						className: Carousel_module_default.stretchedLink,
						children: title
					}, void 0, false, {
						fileName: _jsxFileName$7,
						lineNumber: 45,
						columnNumber: 13
					}, this) : title
				}, void 0, false, {
					fileName: _jsxFileName$7,
					lineNumber: 43,
					columnNumber: 9
				}, this),
				subtitle && /* @__PURE__ */ jsxDEV(Text, {
					fz: {
						base: "md",
						md: "xl"
					},
					c: onImage ? "gray.2" : "dark.6",
					maw: 520,
					children: subtitle
				}, void 0, false, {
					fileName: _jsxFileName$7,
					lineNumber: 53,
					columnNumber: 11
				}, this),
				description && /* @__PURE__ */ jsxDEV(Text, {
					size: "sm",
					c: onImage ? "gray.3" : "dark.4",
					maw: 520,
					children: description
				}, void 0, false, {
					fileName: _jsxFileName$7,
					lineNumber: 58,
					columnNumber: 11
				}, this),
				slide.buttonsArrays.map((array) => /* @__PURE__ */ jsxDEV(ButtonsArray, {
					buttonsArray: array,
					className: Carousel_module_default.actions,
					mt: "xs",
					size: "md",
					context: title
				}, array.id, false, {
					fileName: _jsxFileName$7,
					lineNumber: 63,
					columnNumber: 11
				}, this))
			]
		}, void 0, true, {
			fileName: _jsxFileName$7,
			lineNumber: 42,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 30,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/slider/Carousel.tsx
var _jsxFileName$6 = "/work/main/client/src/modules/website-builder/slider/Carousel.tsx";
/**
* Slides side by side, one in view. It loops; clicking the left or right 2/12 of it, the
* arrow keys, a swipe or the dots move it.
*/
function Carousel({ slides, label }) {
	const text = useUiText();
	const [active, setActive] = useState(0);
	const touchStartX = useRef(null);
	const count = slides.length;
	if (count === 0) return null;
	const current = Math.min(active, count - 1);
	const goBack = () => setActive(previousSlide(current, count));
	const goForward = () => setActive(nextSlide(current, count));
	const onKeyDown = (event) => {
		if (event.key === "ArrowLeft") goBack();
		if (event.key === "ArrowRight") goForward();
	};
	const onTouchStart = (event) => {
		touchStartX.current = event.touches[0]?.clientX ?? null;
	};
	const onTouchEnd = (event) => {
		const start = touchStartX.current;
		touchStartX.current = null;
		const end = event.changedTouches[0]?.clientX;
		if (start === null || end === void 0) return;
		const direction = swipeDirection(end - start);
		if (direction === 1) goForward();
		if (direction === -1) goBack();
	};
	const onImage = Boolean(firstImage(slides[current].fileStorageModuleFiles));
	return /* @__PURE__ */ jsxDEV(Box, {
		className: `${Carousel_module_default.root} ${onImage ? Carousel_module_default.imageSlide : ""}`,
		role: "region",
		"aria-roledescription": "carousel",
		"aria-label": label,
		onKeyDown,
		onTouchStart,
		onTouchEnd,
		"data-carousel": true,
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: Carousel_module_default.track,
			style: { transform: `translateX(-${current * 100}%)` },
			"aria-live": "polite",
			children: slides.map((slide, index) => /* @__PURE__ */ jsxDEV("div", {
				className: Carousel_module_default.slide,
				role: "group",
				"aria-roledescription": "slide",
				"aria-label": `${index + 1} of ${count}`,
				"aria-hidden": index !== current,
				inert: index !== current,
				"data-active": index === current || void 0,
				children: /* @__PURE__ */ jsxDEV(SlideView, {
					slide,
					index
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 73,
					columnNumber: 13
				}, this)
			}, slide.id, false, {
				fileName: _jsxFileName$6,
				lineNumber: 62,
				columnNumber: 11
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName$6,
			lineNumber: 60,
			columnNumber: 7
		}, this), count > 1 && /* @__PURE__ */ jsxDEV(Fragment, { children: [
			/* @__PURE__ */ jsxDEV(UnstyledButton, {
				className: `${Carousel_module_default.edge} ${Carousel_module_default.edgePrevious}`,
				onClick: goBack,
				"aria-label": text.previousSlide,
				"data-carousel-previous": true,
				children: /* @__PURE__ */ jsxDEV("span", {
					className: Carousel_module_default.edgeIcon,
					children: /* @__PURE__ */ jsxDEV(ChevronLeftIcon, {}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 81,
						columnNumber: 15
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 80,
					columnNumber: 13
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 79,
				columnNumber: 11
			}, this),
			/* @__PURE__ */ jsxDEV(UnstyledButton, {
				className: `${Carousel_module_default.edge} ${Carousel_module_default.edgeNext}`,
				onClick: goForward,
				"aria-label": text.nextSlide,
				"data-carousel-next": true,
				children: /* @__PURE__ */ jsxDEV("span", {
					className: Carousel_module_default.edgeIcon,
					children: /* @__PURE__ */ jsxDEV(ChevronRightIcon, {}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 86,
						columnNumber: 15
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 85,
					columnNumber: 13
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 84,
				columnNumber: 11
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: Carousel_module_default.dots,
				children: slides.map((slide, index) => /* @__PURE__ */ jsxDEV(UnstyledButton, {
					className: Carousel_module_default.dot,
					onClick: () => setActive(index),
					"aria-label": `Go to slide ${index + 1}`,
					"aria-current": index === current ? "true" : void 0,
					"data-active": index === current || void 0
				}, slide.id, false, {
					fileName: _jsxFileName$6,
					lineNumber: 91,
					columnNumber: 15
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 89,
				columnNumber: 11
			}, this)
		] }, void 0, true, {
			fileName: _jsxFileName$6,
			lineNumber: 78,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$6,
		lineNumber: 50,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/default/WidgetDefault.tsx
var _jsxFileName$5 = "/work/main/client/src/modules/website-builder/default/WidgetDefault.tsx";
/**
* The default widget shows whatever is linked to it, in this order: sliders (as carousels),
* features, logotypes, files and buttons. A widget that is only a slider is a hero, shown
* without a heading; any other content gets the widget's title and subtitle above it.
*/
function WidgetDefault({ widget }) {
	const language = useLanguage();
	const { main, additional } = buttonsArraysOf(widget);
	const hasSectionContent = widget.features.length > 0 || widget.logotypes.length > 0 || widget.fileStorageModuleFiles.length > 0 || main.length + additional.length > 0;
	return /* @__PURE__ */ jsxDEV(WidgetSection, {
		className: widget.className ?? void 0,
		py: {
			base: "md",
			md: "xl"
		},
		children: /* @__PURE__ */ jsxDEV(Stack, {
			gap: "xl",
			children: [widget.sliders.map((slider) => /* @__PURE__ */ jsxDEV(Carousel, {
				slides: slider.slides,
				label: titleIn(slider.title, language)
			}, slider.id, false, {
				fileName: _jsxFileName$5,
				lineNumber: 28,
				columnNumber: 11
			}, this)), hasSectionContent && /* @__PURE__ */ jsxDEV(Fragment, { children: [
				/* @__PURE__ */ jsxDEV(SectionHeading, {
					title: textIn(widget.title, language),
					subtitle: textIn(widget.subtitle, language)
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 32,
					columnNumber: 13
				}, this),
				/* @__PURE__ */ jsxDEV(FeatureGrid, { features: widget.features }, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 33,
					columnNumber: 13
				}, this),
				/* @__PURE__ */ jsxDEV(LogotypeStrip, { logotypes: widget.logotypes }, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 34,
					columnNumber: 13
				}, this),
				widget.fileStorageModuleFiles.length > 0 && /* @__PURE__ */ jsxDEV(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2,
						md: 3
					},
					spacing: "lg",
					children: widget.fileStorageModuleFiles.map((file) => /* @__PURE__ */ jsxDEV(FileView, { file }, file.id, false, {
						fileName: _jsxFileName$5,
						lineNumber: 38,
						columnNumber: 19
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 36,
					columnNumber: 15
				}, this),
				[...main, ...additional].map((array) => /* @__PURE__ */ jsxDEV(ButtonsArray, { buttonsArray: array }, array.id, false, {
					fileName: _jsxFileName$5,
					lineNumber: 43,
					columnNumber: 15
				}, this))
			] }, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 31,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$5,
			lineNumber: 26,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 25,
		columnNumber: 5
	}, this);
}
// src/shared/i18n/LanguageSwitch.tsx
var _jsxFileName$4 = "/work/main/client/src/shared/i18n/LanguageSwitch.tsx";
/**
* The current page in each language, as links (so that they can be opened in a new tab and
* followed by crawlers), shown as a two-pill toggle.
*/
function LanguageSwitch({ tone = "light" }) {
	const current = useLanguage();
	const { pathname, search, hash } = useLocation();
	return /* @__PURE__ */ jsxDEV(Group, {
		component: "nav",
		"aria-label": "Language",
		gap: 2,
		p: 3,
		wrap: "nowrap",
		bg: tone === "light" ? "gray.1" : "rgba(255, 255, 255, 0.08)",
		style: { borderRadius: 999 },
		children: LANGUAGES.map((language) => {
			const active = language === current;
			return /* @__PURE__ */ jsxDEV(Button, {
				component: Link,
				to: pathInLanguage(pathname, language) + search + hash,
				lang: language,
				hrefLang: language,
				title: LANGUAGE_NAMES[language],
				"aria-current": active ? "true" : void 0,
				size: "compact-sm",
				radius: "xl",
				px: 10,
				variant: active ? "white" : "subtle",
				color: active ? "dark" : tone === "light" ? "gray" : "gray.4",
				style: active ? { boxShadow: "var(--mantine-shadow-xs)" } : void 0,
				tt: "uppercase",
				fw: 600,
				children: language
			}, language, false, {
				fileName: _jsxFileName$4,
				lineNumber: 31,
				columnNumber: 11
			}, this);
		})
	}, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 19,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/footer/FooterDefault.tsx
var _jsxFileName$3 = "/work/main/client/src/modules/website-builder/footer/FooterDefault.tsx";
/** The site's footer: who we are, columns of links (one per buttons array), the language switch. */
function FooterDefault({ widget }) {
	const language = useLanguage();
	const title = titleIn(widget.title, language);
	const description = textIn(widget.description, language);
	const { main, additional } = buttonsArraysOf(widget);
	const logotype = widget.logotypes[0];
	return /* @__PURE__ */ jsxDEV(Box, {
		component: "footer",
		bg: "dark.8",
		c: "gray.3",
		className: widget.className ?? void 0,
		"data-footer": true,
		children: /* @__PURE__ */ jsxDEV(Container, {
			size: "lg",
			py: {
				base: 40,
				md: 56
			},
			children: [
				/* @__PURE__ */ jsxDEV(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2,
						md: 4
					},
					spacing: {
						base: "xl",
						md: 48
					},
					children: [/* @__PURE__ */ jsxDEV(Stack, {
						gap: "sm",
						children: [logotype ? /* @__PURE__ */ jsxDEV(Logotype, {
							logotype,
							height: 28,
							color: "white"
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 24,
							columnNumber: 15
						}, this) : /* @__PURE__ */ jsxDEV(Text, {
							fw: 800,
							fz: 22,
							c: "white",
							style: { letterSpacing: "-0.03em" },
							children: title
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 26,
							columnNumber: 15
						}, this), description && /* @__PURE__ */ jsxDEV(Text, {
							size: "sm",
							c: "gray.5",
							maw: 280,
							children: description
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 31,
							columnNumber: 15
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$3,
						lineNumber: 22,
						columnNumber: 11
					}, this), [...main, ...additional].map((array) => /* @__PURE__ */ jsxDEV(Stack, {
						gap: "xs",
						component: "nav",
						"aria-label": titleIn(array.title, language),
						children: [/* @__PURE__ */ jsxDEV(Text, {
							size: "xs",
							tt: "uppercase",
							fw: 700,
							c: "gray.5",
							style: { letterSpacing: "0.08em" },
							children: titleIn(array.title, language)
						}, void 0, false, {
							fileName: _jsxFileName$3,
							lineNumber: 38,
							columnNumber: 15
						}, this), array.buttons.map((button) => /* @__PURE__ */ jsxDEV(Anchor, {
							component: SiteLink,
							url: button.url,
							c: "gray.3",
							size: "sm",
							underline: "hover",
							children: titleIn(button.title, language)
						}, button.id, false, {
							fileName: _jsxFileName$3,
							lineNumber: 42,
							columnNumber: 17
						}, this))]
					}, array.id, true, {
						fileName: _jsxFileName$3,
						lineNumber: 37,
						columnNumber: 13
					}, this))]
				}, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 21,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(Divider, {
					my: "xl",
					color: "dark.5"
				}, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 49,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(Group, {
					justify: "space-between",
					gap: "md",
					children: [/* @__PURE__ */ jsxDEV(Text, {
						size: "xs",
						c: "gray.5",
						children: [
							"© ",
							(/* @__PURE__ */ new Date()).getFullYear(),
							" ",
							title
						]
					}, void 0, true, {
						fileName: _jsxFileName$3,
						lineNumber: 51,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(LanguageSwitch, { tone: "dark" }, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 54,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 50,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$3,
			lineNumber: 20,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 19,
		columnNumber: 5
	}, this);
}
// src/modules/ecommerce/cart/CartButton.tsx
var _jsxFileName$2 = "/work/main/client/src/modules/ecommerce/cart/CartButton.tsx";
var CartDrawer = lazy(() => import("./CartDrawer-DCuhrE8R.js").then((module) => ({ default: module.CartDrawer })));
/** The navbar's cart: a bag with the item count; signed-in subjects only. */
function CartButton() {
	const subject = useSubject();
	const opened = useCartOpened();
	const summary = useCartSummary();
	const text = useCartText();
	if (!subject) return null;
	const count = summary.data?.ecommerceCartQuantity ?? 0;
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [/* @__PURE__ */ jsxDEV(Indicator, {
		label: count,
		size: 18,
		disabled: count === 0,
		offset: 4,
		color: "dark",
		children: /* @__PURE__ */ jsxDEV(ActionIcon, {
			variant: "subtle",
			color: "dark",
			size: 38,
			radius: "xl",
			"aria-label": text.openCart,
			onClick: () => setCartOpened(true),
			"data-cart-button": true,
			children: /* @__PURE__ */ jsxDEV(BagIcon, { size: 22 }, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 24,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 23,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 22,
		columnNumber: 7
	}, this), opened && /* @__PURE__ */ jsxDEV(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsxDEV(CartDrawer, {}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 29,
			columnNumber: 11
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 28,
		columnNumber: 9
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/navbar/NavbarDefault.tsx
var _jsxFileName$1 = "/work/main/client/src/modules/website-builder/navbar/NavbarDefault.tsx";
var MOBILE_MENU_ID = "navbar-mobile-menu";
/**
* The site's header: logotype, menu and language switch in a sticky bar. Below the large
* breakpoint the menu folds behind a burger that opens and closes a panel under the bar.
*/
function NavbarDefault({ widget }) {
	const language = useLanguage();
	const text = useUiText();
	const [opened, { toggle, close }] = useDisclosure(false);
	const { main, additional } = buttonsArraysOf(widget);
	const logotype = widget.logotypes[0];
	const menuLabel = titleIn(widget.title, language);
	const menuButtons = main.flatMap((array) => array.buttons);
	const actionButtons = additional.flatMap((array) => array.buttons);
	const closeOnLink = (event) => {
		if (event.target.closest("a")) close();
	};
	return /* @__PURE__ */ jsxDEV(Box, {
		component: "header",
		pos: "sticky",
		top: 0,
		bg: "rgba(255, 255, 255, 0.88)",
		className: widget.className ?? void 0,
		style: {
			zIndex: 100,
			backdropFilter: "saturate(180%) blur(12px)",
			borderBottom: "1px solid var(--mantine-color-gray-2)"
		},
		"data-navbar": true,
		children: [/* @__PURE__ */ jsxDEV(Container, {
			size: "lg",
			children: /* @__PURE__ */ jsxDEV(Group, {
				h: 64,
				justify: "space-between",
				wrap: "nowrap",
				children: [/* @__PURE__ */ jsxDEV(Group, {
					gap: "xl",
					wrap: "nowrap",
					children: [logotype && /* @__PURE__ */ jsxDEV(Logotype, {
						logotype,
						height: 30,
						color: "dark.9"
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 53,
						columnNumber: 26
					}, this), /* @__PURE__ */ jsxDEV(Group, {
						component: "nav",
						"aria-label": menuLabel,
						gap: 2,
						visibleFrom: "lg",
						children: menuButtons.map((button) => /* @__PURE__ */ jsxDEV(WebsiteButton, {
							button,
							size: "sm",
							fw: 500
						}, button.id, false, {
							fileName: _jsxFileName$1,
							lineNumber: 56,
							columnNumber: 17
						}, this))
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 54,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 52,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV(Group, {
					gap: "sm",
					wrap: "nowrap",
					children: [
						/* @__PURE__ */ jsxDEV(Group, {
							gap: "xs",
							visibleFrom: "lg",
							children: actionButtons.map((button) => /* @__PURE__ */ jsxDEV(WebsiteButton, {
								button,
								size: "sm"
							}, button.id, false, {
								fileName: _jsxFileName$1,
								lineNumber: 63,
								columnNumber: 17
							}, this))
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 61,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(Box, {
							visibleFrom: "lg",
							children: /* @__PURE__ */ jsxDEV(LanguageSwitch, {}, void 0, false, {
								fileName: _jsxFileName$1,
								lineNumber: 67,
								columnNumber: 15
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 66,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(CartButton, {}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 69,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(AccountMenu, {}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 70,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(Burger, {
							hiddenFrom: "lg",
							opened,
							onClick: toggle,
							size: "sm",
							"aria-label": opened ? text.closeNavigation : text.openNavigation,
							"aria-expanded": opened,
							"aria-controls": MOBILE_MENU_ID
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 71,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 60,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 51,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 50,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(Box, {
			hiddenFrom: "lg",
			children: /* @__PURE__ */ jsxDEV(Collapse, {
				expanded: opened,
				id: MOBILE_MENU_ID,
				onClick: closeOnLink,
				children: [/* @__PURE__ */ jsxDEV(Divider, { color: "gray.2" }, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 85,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV(Container, {
					size: "lg",
					py: "md",
					children: [
						/* @__PURE__ */ jsxDEV(Stack, {
							component: "nav",
							"aria-label": menuLabel,
							gap: 2,
							children: menuButtons.map((button) => /* @__PURE__ */ jsxDEV(WebsiteButton, {
								button,
								size: "md",
								justify: "flex-start",
								fullWidth: true,
								fw: 500
							}, button.id, false, {
								fileName: _jsxFileName$1,
								lineNumber: 89,
								columnNumber: 17
							}, this))
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 87,
							columnNumber: 13
						}, this),
						actionButtons.length > 0 && /* @__PURE__ */ jsxDEV(Group, {
							gap: "xs",
							mt: "md",
							children: actionButtons.map((button) => /* @__PURE__ */ jsxDEV(WebsiteButton, {
								button,
								size: "md"
							}, button.id, false, {
								fileName: _jsxFileName$1,
								lineNumber: 95,
								columnNumber: 19
							}, this))
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 93,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV(Group, {
							justify: "space-between",
							mt: "md",
							children: [/* @__PURE__ */ jsxDEV(Text, {
								size: "sm",
								c: "dimmed",
								children: text.language
							}, void 0, false, {
								fileName: _jsxFileName$1,
								lineNumber: 100,
								columnNumber: 15
							}, this), /* @__PURE__ */ jsxDEV(LanguageSwitch, {}, void 0, false, {
								fileName: _jsxFileName$1,
								lineNumber: 103,
								columnNumber: 15
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$1,
							lineNumber: 99,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 86,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 84,
				columnNumber: 9
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 83,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 37,
		columnNumber: 5
	}, this);
}
// src/modules/website-builder/widget-variants.ts
/** The website-builder widget variants the site renders. */
var websiteBuilderWidgetVariants = {
	default: WidgetDefault,
	"content-default": ContentDefault,
	"footer-default": FooterDefault,
	"navbar-default": NavbarDefault
};
// src/modules/website-builder/WebsiteBuilderWidget.tsx
var _jsxFileName = "/work/main/client/src/modules/website-builder/WebsiteBuilderWidget.tsx";
/** A website-builder widget in its variant (the module's chunk entry, loaded lazily). */
function WebsiteBuilderWidget({ widget }) {
	return /* @__PURE__ */ jsxDEV(VariantView, {
		registry: websiteBuilderWidgetVariants,
		variant: widget.variant,
		props: { widget }
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 7,
		columnNumber: 10
	}, this);
}
export { WebsiteBuilderWidget as default };
