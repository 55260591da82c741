import { Effect } from "effect"

// An area whose screens are rarely the first a visit opens (registration, affiliate ...) keeps its
// commands out of the runtime every page loads at start: its file of lazy commands (<area>-lazy.ts,
// one line of the catalogue) names them through these wrappers, and the area's module arrives with
// the first of its commands that runs (the browser then keeps it). The wrappers keep each command's
// own type, so screens see no difference.

/** The area's command module, loaded on first use. */
export const areaModule = <M>(load: () => Promise<M>): Effect.Effect<M> => Effect.promise(load)

/** A command that takes arguments: `lazyCommand(area, (m) => m.register)`. */
export const lazyCommand =
  <M, Args extends ReadonlyArray<unknown>, A, E, R>(
    area: Effect.Effect<M>,
    pick: (module: M) => (...args: Args) => Effect.Effect<A, E, R>
  ) =>
  (...args: Args): Effect.Effect<A, E, R> =>
    Effect.flatMap(area, (module) => pick(module)(...args))

/** A command that is an effect itself: `lazyEffect(area, (m) => m.registerStepBack)`. */
export const lazyEffect = <M, A, E, R>(
  area: Effect.Effect<M>,
  pick: (module: M) => Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> => Effect.flatMap(area, pick)
