import { createContext, useContext } from 'react';

/**
 * Given by the server's render only: what the render tells the server beside the HTML. The
 * browser has nothing to tell.
 */
export interface RenderReport {
  /** The status code the answer should carry. */
  status(status: number): void;
  /** A module whose widget code the page loads (`website-builder`): the answer preloads it. */
  module(module: string): void;
}

export const RenderReportContext = createContext<RenderReport | null>(null);

/** Sets the status of the server's answer (a not-found page: 404); nothing in the browser. */
export function useRenderStatus(status: number) {
  useContext(RenderReportContext)?.status(status);
}

/** Tells the server's render which modules' code the page loads; nothing in the browser. */
export function useRenderReport(): RenderReport | null {
  return useContext(RenderReportContext);
}
