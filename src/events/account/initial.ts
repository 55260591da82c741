import { RemoteData } from "../remote-data"
import type { AccountState } from "./state"

// The account slice's starting value, apart from its schema (the reducer loads before Schema does).

export const initialAccount = (): AccountState => ({ record: RemoteData.Idle(), level: RemoteData.Idle() })
