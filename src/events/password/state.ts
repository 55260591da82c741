import { Schema } from "effect"
import { writeStatusFields } from "../once-only-write-schema"

// The `security` slice (#14: the spec lists no slice for the password change, OPEN-10): where a
// change is, never what was typed. Its key avoids the word "password", which the log export's
// redaction drops with its value (events/log/redact.ts). Its start is in initial.ts (no Schema on
// first paint).

export const SecurityStateSchema = Schema.Struct({
  /** The last change went through ('เปลี่ยนรหัสผ่านสำเร็จ' under the form). Absent in older logs: false. */
  changed: Schema.optionalWith(Schema.Boolean, { default: () => false, exact: true }),
  /**
   * The change's write (money.md): its phase (an unsure change is "unverified": a password cannot be
   * read back), its pending key ('ลองอีกครั้ง' reuses it) and the refusal's (or the offline note's) Thai text.
   */
  ...writeStatusFields({})
})
export type SecurityState = typeof SecurityStateSchema.Type
