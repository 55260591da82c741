import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { StatusPage } from "../status-page"
import { shellTexts } from "./texts"

const code = css({ fontFamily: "monospace", fontSize: "sm", color: "muted" })

export interface ErrorFallbackProps {
  /** "chunk" when a lazy route chunk failed to load (ERR-16). */
  readonly variant: "generic" | "chunk"
  readonly onReload: () => void
}

/** The error boundary's page: what happened in Thai and a reload button. */
export const ErrorFallback = ({ variant, onReload }: ErrorFallbackProps) => (
  <div role="alert">
    <StatusPage
      icon="alert"
      title={shellTexts.errors.genericTitle}
      action={<Button onClick={onReload}>{shellTexts.errors.reload}</Button>}
    >
      {variant === "chunk" ? (
        <>
          <p>{shellTexts.errors.chunkBody}</p>
          <p className={code} lang="en">
            {shellTexts.errors.chunkMessage}
          </p>
        </>
      ) : (
        <p>{shellTexts.errors.genericBody}</p>
      )}
    </StatusPage>
  </div>
)
