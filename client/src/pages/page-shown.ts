import { createContext } from 'react';

/**
 * Whether the page has been shown. Until it has, a widget still loading holds the whole page
 * back (the page appears at once, nothing moves as widgets arrive); once shown, a widget that
 * loads again holds only its own place.
 */
export const PageShownContext = createContext(true);

/**
 * Whether the page about to be rendered arrives whole: while the server renders it (it waits for
 * every widget), and in the browser while React takes over the page the server sent, until that
 * page is shown. Such a page is shown from its first render: its widgets have their own
 * boundaries from the start, on the server as in the browser, so that taking it over mounts
 * nothing again (a click on a widget hydrated first is not undone).
 */
export interface ArrivedWhole {
  /** Whether the page about to be rendered is the one that arrived whole. */
  pending(): boolean;
  /** That page is shown: pages followed afterwards load in the browser. */
  shown(): void;
}

export function arrivedWhole(initially: boolean): ArrivedWhole {
  let pending = initially;
  return {
    pending: () => pending,
    shown: () => void (pending = false),
  };
}

export const ArrivedWholeContext = createContext<ArrivedWhole>(arrivedWhole(false));
