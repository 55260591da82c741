// Handing text to the player: as a downloaded file, or on the clipboard. Used by the report action
// and the developer panel.

/** Downloads `text` as a file: a Blob, an object URL and a temporary <a download>. */
export const downloadText = (fileName: string, text: string, type = "application/json"): void => {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const anchor = document.createElement("a")
  anchor.href = url
  anchor.download = fileName
  anchor.rel = "noopener"
  anchor.style.display = "none"
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  // Some browsers read the URL after click() returns: revoke it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The old way, for browsers without navigator.clipboard (LINE's in-app browser, plain http). */
const copyBySelection = (text: string): boolean => {
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.top = "0"
  area.style.left = "0"
  area.style.opacity = "0"
  document.body.appendChild(area)
  const previous = document.activeElement
  area.focus()
  area.select()
  area.setSelectionRange(0, text.length)
  let copied = false
  try {
    copied = document.execCommand("copy")
  } catch {
    copied = false
  }
  area.remove()
  if (previous instanceof HTMLElement) previous.focus()
  return copied
}

/**
 * Copies `text`: navigator.clipboard when the browser has it, else a selected textarea. Resolves
 * false when neither worked (the caller then shows the text to copy by hand).
 */
export const copyText = async (text: string): Promise<boolean> => {
  const clipboard: Clipboard | undefined = navigator.clipboard
  if (clipboard !== undefined && typeof clipboard.writeText === "function") {
    try {
      await clipboard.writeText(text)
      return true
    } catch {
      // Refused (no permission, not focused, an in-app browser): try the old way.
    }
  }
  return copyBySelection(text)
}
