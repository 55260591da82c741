// A failed submit moves the focus to the first error (#15, WCAG 3.3.1): every form of the app calls
// this from its submit handler, whatever the outcome; with nothing marked invalid it does nothing.

/**
 * On the next frame (the messages of the submit render after its handler returns), the first field
 * of `form` marked aria-invalid="true" takes the focus.
 */
export const focusFirstError = (form: HTMLFormElement): void => {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
