import { useEffect, useState } from "react"
import { useAppContext } from "../../runtime/react/app-context"
import { ChunkLoadError } from "../lazy-screen"

/**
 * Inside the error boundary: if the runtime's code never arrives (offline from the start, a failed
 * deploy), nothing the player presses could work, so the boundary says so and offers a reload.
 */
export const RuntimeHealth = () => {
  const { commands } = useAppContext()
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null)
  useEffect(() => commands.whenUnavailable((error) => setFailure({ error })), [commands])
  if (failure !== null)
    throw failure.error instanceof ChunkLoadError ? failure.error : new ChunkLoadError(failure.error)
  return null
}
