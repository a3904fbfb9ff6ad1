import { createContext, useContext } from 'react';

/**
 * Given by the server's render only: takes the status code its answer should carry. The
 * browser has no status to set.
 */
export const RenderStatusContext = createContext<((status: number) => void) | null>(null);

/** Sets the status of the server's answer (a not-found page: 404); nothing in the browser. */
export function useRenderStatus(status: number) {
  useContext(RenderStatusContext)?.(status);
}
