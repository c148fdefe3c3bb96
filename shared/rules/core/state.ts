import type { Applied } from './system';

/* What every game's `apply` is made of: a handler for each type of its events. */

/**
 * The handler of each event type of a game: the state after one event of that type. The settings come last, as
 * most handlers have no need of them.
 */
export type EventHandlers<State, Event extends { type: string }, Settings> = {
  [T in Event['type']]: (
    state: State,
    event: Extract<Event, { type: T }>,
    path: string,
    settings: Settings,
  ) => Applied<State>;
};

/** A game's `apply`, handing each event to the handler of its type. */
export function applyByType<State, Event extends { type: string }, Settings>(
  handlers: EventHandlers<State, Event, Settings>,
): (state: State, event: Event, settings: Settings, path: string) => Applied<State> {
  return (state, event, settings, path) => {
    const handler = handlers[event.type as Event['type']] as (
      state: State,
      event: Event,
      path: string,
      settings: Settings,
    ) => Applied<State>;
    return handler(state, event, path, settings);
  };
}
