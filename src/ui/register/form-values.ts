import type { FieldNote } from "../field-note"

/** What the registration form holds while the player types (the passwords only here, never in the state). */
export interface RegisterFormValues {
  readonly phone: string
  readonly username: string
  readonly password: string
  readonly confirm: string
  readonly bankCode: string
  readonly bankId: string
  readonly accountName: string
  readonly lineId: string
  readonly inviterCode: string
}
export type RegisterField = keyof RegisterFormValues

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  phone: "",
  username: "",
  password: "",
  confirm: "",
  bankCode: "",
  bankId: "",
  accountName: "",
  lineId: "",
  inviterCode: ""
}

export type RegisterNotes = { readonly [K in RegisterField]?: FieldNote | null }
