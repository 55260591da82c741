import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { css, cx } from "../../../styled-system/css"
import { placeText, type PlaceSuggestion } from "../../domain/postcode-lookup"
import { formFieldStyles as f } from "../form-field-style"
import { textInput } from "../text-input-style"
import { FieldError, FieldLabel, InputPlaceholder } from "./address-field"
import { addressStyles as s } from "./address-styles"
import { addressTexts } from "./texts"

// The postcode field as a combobox (ARIA 1.2 pattern): a whole postcode opens the list of its places
// ('ตำบล · อำเภอ · จังหวัด'); arrows move the active option (aria-activedescendant, focus stays in
// the field), Enter or a tap chooses it, Escape closes the list. Typing by hand always works.

const list = css({
  position: "absolute",
  top: "calc(100% - 1.6em)",
  left: "0",
  right: "0",
  zIndex: 20,
  maxHeight: "min(280px, 50vh)",
  overflowY: "auto",
  margin: "0",
  padding: "1",
  listStyle: "none",
  bg: "dialog",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "muted",
  borderRadius: "lg",
  boxShadow: "0 12px 32px rgba(0, 0, 0, 0.5)",
  // Brought into view above the phone's bottom bar when it opens.
  scrollMarginBottom: "96px"
})
const option = css({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "3",
  paddingY: "2",
  borderRadius: "md",
  color: "paper",
  fontSize: "md",
  lineHeight: "1.5",
  cursor: "pointer",
  _hover: { bg: "surfaceRaised" }
})
const active = css({ bg: "surfaceRaised", outlineWidth: "2px", outlineStyle: "solid", outlineColor: "brand" })
const hidden = css({ srOnly: true })

export interface PostcodeComboboxProps {
  readonly id: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  readonly onFocus: () => void
  readonly error: string | null
  /** The places of the postcode typed (none while it is not a whole known postcode). */
  readonly places: ReadonlyArray<PlaceSuggestion>
  readonly onChoose: (place: PlaceSuggestion) => void
  /** The saved address is still being read: the label and the hint show, the input waits in grey. */
  readonly loading?: boolean
}

export const PostcodeCombobox = (props: PostcodeComboboxProps) => {
  const listId = `${props.id}-places`
  // The list opens for what the player types (or asks for with an arrow), never for a saved value.
  const [openFor, setOpenFor] = useState<string | null>(null)
  const [activeIndex, setActiveIndex] = useState(-1)
  const listRef = useRef<HTMLUListElement>(null)
  // The list belongs to the value it was made for: a new value opens it again, unchosen.
  const [activeFor, setActiveFor] = useState(props.value)
  if (activeFor !== props.value) {
    setActiveFor(props.value)
    setActiveIndex(-1)
  }
  const open = props.places.length > 0 && openFor === props.value
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView({ block: "nearest" })
  }, [open])
  const choose = (place: PlaceSuggestion) => {
    props.onChoose(place)
    setOpenFor(null)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = props.places.length
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return
      event.preventDefault()
      if (!open) setOpenFor(props.value)
      const step = event.key === "ArrowDown" ? 1 : -1
      setActiveIndex((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count))
    } else if (event.key === "Enter" && open) {
      const place = props.places[activeIndex]
      if (place === undefined) return
      event.preventDefault()
      choose(place)
    } else if (event.key === "Escape" && open) {
      event.preventDefault()
      setOpenFor(null)
    }
  }
  const optionId = (index: number) => `${props.id}-place-${index}`
  return (
    <div className={cx(f.field, s.anchor)}>
      <FieldLabel htmlFor={props.id} label={addressTexts.fields.postcode} optional={false} />
      <p id={`${props.id}-hint`} className={f.hint}>
        {addressTexts.postcodeHint}
      </p>
      {props.loading === true ? (
        <InputPlaceholder />
      ) : (
        <input
          id={props.id}
          name="postcode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={props.value}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, "")
            setOpenFor(digits)
            props.onChange(digits)
          }}
          onKeyDown={onKeyDown}
          onFocus={props.onFocus}
          onBlur={() => {
            setOpenFor(null)
            props.onBlur()
          }}
          aria-invalid={props.error !== null}
          aria-describedby={`${props.id}-hint ${props.id}-error`}
          className={textInput}
        />
      )}
      <FieldError id={`${props.id}-error`} error={props.error} />
      <p className={hidden} aria-live="polite">
        {open ? addressTexts.suggestionsCount(props.places.length) : ""}
      </p>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={addressTexts.suggestionsLabel}
        className={list}
        hidden={!open}
      >
        {open
          ? props.places.map((place, index) => (
              <li
                key={placeText(place)}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={cx(option, index === activeIndex ? active : undefined)}
                // The field keeps the focus: a press on an option must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                {placeText(place)}
              </li>
            ))
          : null}
      </ul>
    </div>
  )
}
