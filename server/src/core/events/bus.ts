import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelDefinition } from '../model/define-model.js';
import type { AnyEventHandler, PlatformEvent } from './event.js';

/** The handlers of each event by its name, in the order of the modules that declare them. */
const handlers = new Map<string, AnyEventHandler[]>();
const registered = new Set<AnyEventHandler>();

/** Takes the handlers modules declare (the catalogue of modules does, once per handler). */
export function registerHandlers(list: readonly AnyEventHandler[]) {
  for (const handler of list) {
    if (registered.has(handler)) continue;
    registered.add(handler);
    const same = handlers.get(handler.event.name) ?? [];
    same.push(handler);
    handlers.set(handler.event.name, same);
  }
}

/**
 * Tells the modules that handle `event`, inside `em`'s transaction, one after the other; a
 * handler's error is the caller's (its transaction rolls back).
 */
export async function emit<Payload>(em: EntityManager, event: PlatformEvent<Payload>, payload: Payload): Promise<void> {
  for (const handler of handlers.get(event.name) ?? []) await handler.handle(em, payload as never);
}

/** What the handlers of `event` write: a write that emits it declares these among its own. */
export function writesOf(event: PlatformEvent<unknown>): ModelDefinition[] {
  return (handlers.get(event.name) ?? []).flatMap((handler) => handler.writes());
}
