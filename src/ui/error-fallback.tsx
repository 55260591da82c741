import { css } from "../../styled-system/css"
import { Button } from "./button"
import { StatusPage } from "./status-page"
import { errorTexts } from "./texts/errors"

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
      title={errorTexts.genericTitle}
      action={<Button onClick={onReload}>{errorTexts.reload}</Button>}
    >
      {variant === "chunk" ? (
        <>
          <p>{errorTexts.chunkBody}</p>
          <p className={code} lang="en">
            {errorTexts.chunkMessage}
          </p>
        </>
      ) : (
        <p>{errorTexts.genericBody}</p>
      )}
    </StatusPage>
  </div>
)
