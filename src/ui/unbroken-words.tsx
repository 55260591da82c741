import { Fragment } from "react"
import { css } from "../../styled-system/css"

// A Thai name breaks only at its spaces. The browser's Thai line breaking cuts a line between the
// words of its dictionary, which is right for sentences but splits names it does not know
// ('บจก. ลัคกี้ สตาร์ เอ็น|เตอร์เทนเมนต์', 'ลูกกวาดน้ำ|แข็ง'), and `word-break: keep-all` does not
// apply to Thai in Chromium. So each space-separated part is kept on one line (inline, so that no
// box clips the marks above and below Thai letters).

const part = css({ whiteSpace: "nowrap" })

/** A name (a person's, an account's, a game's) wrapped at its spaces only. */
export const UnbrokenWords = ({ text }: { readonly text: string }) => {
  const parts = text.split(/\s+/).filter((word) => word !== "")
  return (
    <>
      {parts.map((word, index) => (
        // The parts of one name never reorder: the index is their identity.
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <span className={part}>{word}</span>
        </Fragment>
      ))}
    </>
  )
}
