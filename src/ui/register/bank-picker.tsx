import { css, cx } from "../../../styled-system/css"
import { BANKS } from "../../domain/banks"
import { BankLogo } from "../bank-logo"
import { FieldNoteLine, type FieldNote } from "../field-note"
import { formFieldStyles as fieldStyles } from "../form-field-style"

// 'ธนาคาร': the Thai banks as tiles with their logos (drawn locally), one radio group, so arrow
// keys move between banks and a screen reader hears "กสิกรไทย, 2 จาก 17".

const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: "2",
  border: "0",
  padding: "0",
  margin: "0",
  sm: { gridTemplateColumns: "repeat(4, 1fr)" }
})
const legend = css({ fontSize: "md", fontWeight: "medium", color: "paper", marginBottom: "1" })
const tile = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  minHeight: "88px",
  padding: "2",
  borderRadius: "lg",
  borderWidth: "2px",
  borderStyle: "solid",
  borderColor: "surfaceRaised",
  bg: "surface",
  color: "paper",
  fontSize: "xs",
  lineHeight: "1.4",
  textAlign: "center",
  cursor: "pointer",
  _hover: { borderColor: "muted" },
  "&:has(input:checked)": { borderColor: "brand", bg: "surfaceRaised" },
  "&:has(input:focus-visible)": {
    outlineWidth: "3px",
    outlineStyle: "solid",
    outlineColor: "brand",
    outlineOffset: "2px"
  }
})
const radio = css({ position: "absolute", opacity: 0, width: "1px", height: "1px" })

export interface BankPickerProps {
  readonly name: string
  readonly legendId: string
  readonly label: string
  readonly value: string
  readonly onChange: (code: string) => void
  readonly note: FieldNote | null
}

export const BankPicker = ({ name, legendId, label, value, onChange, note }: BankPickerProps) => (
  <div className={fieldStyles.field}>
    <fieldset className={grid} aria-describedby={`${legendId}-note`}>
      <legend id={legendId} className={legend}>
        {label}
      </legend>
      {BANKS.map((bank) => (
        <label key={bank.code} className={cx(tile)}>
          <input
            type="radio"
            name={name}
            value={bank.code}
            checked={value === bank.code}
            onChange={() => onChange(bank.code)}
            aria-invalid={note?.kind === "error"}
            className={radio}
          />
          <BankLogo code={bank.code} size={36} />
          <span>{bank.name}</span>
        </label>
      ))}
    </fieldset>
    <FieldNoteLine id={`${legendId}-note`} note={note} />
  </div>
)
