import { css, cx } from "../../styled-system/css"
import { Icon } from "./icon"

// The line under a form field: the rule it breaks, a lookup in progress or its answer.
// Always in the page (empty when there is nothing to say) so screen readers hear each change.

export type FieldNoteKind = "error" | "ok" | "checking" | "info"
export interface FieldNote {
  readonly kind: FieldNoteKind
  readonly text: string
}

const line = css({
  display: "flex",
  alignItems: "center",
  gap: "1",
  minHeight: "1.6em",
  fontSize: "sm",
  lineHeight: "1.6"
})
const colours: Readonly<Record<FieldNoteKind, string>> = {
  error: css({ color: "danger" }),
  ok: css({ color: "success" }),
  checking: css({ color: "muted" }),
  info: css({ color: "muted" })
}

export const FieldNoteLine = ({ id, note }: { readonly id: string; readonly note: FieldNote | null }) => (
  <p id={id} role="status" className={cx(line, note === null ? undefined : colours[note.kind])}>
    {note?.kind === "ok" ? <Icon name="check" size={16} /> : null}
    {note?.text ?? ""}
  </p>
)
