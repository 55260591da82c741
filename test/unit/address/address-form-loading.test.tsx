// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { EMPTY_ADDRESS } from "../../../src/domain/address"
import { AddressForm, type AddressFormProps } from "../../../src/ui/address/address-form"
import { addressTexts } from "../../../src/ui/address/texts"

afterEach(cleanup)

const props = (loading: boolean): AddressFormProps => ({
  loading,
  values: EMPTY_ADDRESS,
  errors: {},
  onChange: () => undefined,
  onBlur: () => undefined,
  onPostcodeFocus: () => undefined,
  places: [],
  onChoosePlace: () => undefined,
  none: true,
  changed: false,
  status: { _tag: "Idle" },
  onSubmit: () => undefined,
  onVerify: () => undefined
})

describe("the delivery address form while the saved address loads (#16, OPEN-14)", () => {
  it("#16 shows every field's name and the postcode's hint at once; the inputs and 'บันทึก' wait in grey", () => {
    const { container } = render(<AddressForm {...props(true)} />)
    for (const name of Object.values(addressTexts.fields)) expect(screen.getByText(name)).toBeTruthy()
    expect(screen.getByText(addressTexts.postcodeHint)).toBeTruthy()
    // Nine inputs' boxes and the button's; nothing to type into or press, no "no address" or "unchanged" yet.
    expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(10)
    expect(container.querySelectorAll("input, button")).toHaveLength(0)
    expect(screen.queryByText(addressTexts.none)).toBeNull()
    expect(screen.queryByText(addressTexts.unchanged)).toBeNull()
    expect(container.querySelector("form")?.getAttribute("aria-busy")).toBe("true")
  })

  it("#16 keeps the same names and hint on the page when the address arrives: only the grey boxes turn into inputs", () => {
    const { container, rerender } = render(<AddressForm {...props(true)} />)
    const hint = screen.getByText(addressTexts.postcodeHint)
    const name = screen.getByText(addressTexts.fields.recipientName)
    rerender(<AddressForm {...props(false)} />)
    // The same elements, not new ones painted again (the page's largest text is painted once).
    expect(screen.getByText(addressTexts.postcodeHint)).toBe(hint)
    expect(screen.getByText(addressTexts.fields.recipientName)).toBe(name)
    expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(0)
    expect(container.querySelectorAll("input")).toHaveLength(9)
    expect(screen.getByLabelText(addressTexts.fields.postcode).getAttribute("aria-describedby")).toContain("hint")
    expect(screen.getByText(addressTexts.none)).toBeTruthy()
    expect(container.querySelector("form")?.getAttribute("aria-busy")).toBe("false")
  })
})
