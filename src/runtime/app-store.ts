import { Context } from "effect"
import type { EventStore } from "./event-store"

/** The store as a service, so commands can dispatch. */
export class AppStore extends Context.Tag("app/AppStore")<AppStore, EventStore>() {}
