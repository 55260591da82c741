import { Context, Effect, Layer, Stream } from "effect"

export interface ConnectivityShape {
  /** Whether the browser is online now, then each change (COMPAT-11). */
  readonly changes: Stream.Stream<boolean>
}

export class Connectivity extends Context.Tag("app/Connectivity")<Connectivity, ConnectivityShape>() {
  static readonly layer = Layer.succeed(Connectivity, {
    changes: Stream.asyncScoped<boolean>((emit) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          const online = () => void emit.single(true)
          const offline = () => void emit.single(false)
          window.addEventListener("online", online)
          window.addEventListener("offline", offline)
          void emit.single(navigator.onLine)
          return { online, offline }
        }),
        ({ online, offline }) =>
          Effect.sync(() => {
            window.removeEventListener("online", online)
            window.removeEventListener("offline", offline)
          })
      )
    )
  })

  static readonly Test = (states: ReadonlyArray<boolean> = [true]) =>
    Layer.succeed(Connectivity, { changes: Stream.fromIterable(states) })
}
