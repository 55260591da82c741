import { Component, type ErrorInfo, type ReactNode } from "react"
import { ErrorFallback } from "../../ui/shell/error-fallback"
import { ChunkLoadError } from "../lazy-screen"

interface State {
  readonly error: Error | null
}

/** Nothing crashes to a blank page: a failed screen shows what happened and a way on. */
export class ErrorBoundary extends Component<{ readonly children: ReactNode; readonly resetKey: string }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidUpdate(previous: { readonly resetKey: string }) {
    // Navigating elsewhere gives the next screen a fresh chance.
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null })
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Screen failed", error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    return (
      <ErrorFallback
        variant={error instanceof ChunkLoadError ? "chunk" : "generic"}
        onReload={() => window.location.reload()}
      />
    )
  }
}
