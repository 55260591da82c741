import { SETTLED } from "../once-only-write"
import type { SecurityState } from "./state"

/** The `security` slice's start: nothing sent, nothing pending. */
export const initialSecurity = (): SecurityState => ({ changed: false, ...SETTLED })
