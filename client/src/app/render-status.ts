import { createContext, useContext } from 'react';

/** What a server render learns while rendering: the status code its answer should carry. */
export interface RenderStatus {
  status: number;
}

/** Given by the server's render only; the browser has no status to set. */
export const RenderStatusContext = createContext<RenderStatus | null>(null);

/** Sets the status of the server's answer (a not-found page: 404); nothing in the browser. */
export function useRenderStatus(status: number) {
  const render = useContext(RenderStatusContext);
  if (render) render.status = status;
}
