import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelDefinition } from '../model/define-model.js';

/**
 * Something one module did that others act on, named and typed by its payload. Modules talk
 * through events instead of writing each other's tables: the module that owns a table is the
 * only one that writes it, when it hears of what it must follow.
 */
export interface PlatformEvent<Payload> {
  readonly name: string;
  /** Never set: it carries the payload's type to `emit` and to the handlers. */
  readonly payload?: Payload;
}

export const defineEvent = <Payload>(name: string): PlatformEvent<Payload> => ({ name });

/**
 * What a module does when an event happens. It runs inside the transaction that caused the
 * event (`em`), so that its writes commit with the cause and a refusal it throws (a 400)
 * undoes the cause too. Work that must wait for the commit (a mail, a drawing) is queued as a
 * job in that same transaction, run once it commits.
 */
export interface EventHandler<Payload = never> {
  event: PlatformEvent<Payload>;
  handle: (em: EntityManager, payload: Payload) => Promise<void>;
  /** The models it writes: the cached reads of those drop with the write that caused the event. */
  writes: () => ModelDefinition[];
}

export const onEvent = <Payload>(
  event: PlatformEvent<Payload>,
  handle: (em: EntityManager, payload: Payload) => Promise<void>,
  writes: () => ModelDefinition[] = () => [],
): EventHandler<Payload> => ({ event, handle, writes });

/** A handler of any event, as modules list them. */
export interface AnyEventHandler {
  event: { readonly name: string };
  handle: (em: EntityManager, payload: never) => Promise<void>;
  writes: () => ModelDefinition[];
}
