import { Either } from "effect"
import { useCallback, useState, useSyncExternalStore } from "react"
import { decodeLogText } from "../../events/log/decode-log"
import { useReplaySwitch } from "../../runtime/react/replay-switch"
import type { DevtoolsReplayView } from "../../ui/devtools/devtools-panel"
import { devtoolsTexts } from "../../ui/devtools/texts"

const noSubscription = () => () => undefined
const zero = () => 0

export interface TimeTravel {
  readonly load: (file: File) => void
  readonly loadError: string | null
  readonly loadInfo: string | null
  readonly view: DevtoolsReplayView | null
  readonly seek: (step: number) => void
  readonly exit: () => void
}

/**
 * Loading a log (decodeLogText) and moving through it: the replay store (replay-switch.tsx) becomes
 * what every screen renders from, and seek() moves it to a step. No command runs meanwhile.
 */
export const useTimeTravel = (): TimeTravel => {
  const control = useReplaySwitch()
  const replay = control?.replay ?? null
  const step = useSyncExternalStore(replay?.subscribe ?? noSubscription, replay?.getStep ?? zero, zero)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [loadInfo, setLoadInfo] = useState<string | null>(null)

  const load = useCallback(
    (file: File) => {
      if (control === null) return
      file.text().then(
        (text) =>
          Either.match(decodeLogText(text), {
            onLeft: (error) => {
              setLoadInfo(null)
              setLoadError(error.message)
            },
            onRight: (log) => {
              setLoadError(null)
              setLoadInfo(devtoolsTexts.loaded(log.events.length, log.skipped.length))
              control.startReplay(log)
            }
          }),
        (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error))
      )
    },
    [control]
  )

  const seek = useCallback((target: number) => replay?.seek(target), [replay])
  const exit = useCallback(() => {
    setLoadInfo(null)
    control?.exitReplay()
  }, [control])

  const view: DevtoolsReplayView | null =
    replay === null
      ? null
      : {
          step,
          total: replay.stepCount,
          label: devtoolsTexts.stepNow(
            step,
            replay.stepCount,
            step === 0 ? null : (replay.getLog()[step - 1]?.event._tag ?? null)
          )
        }
  return { load, loadError, loadInfo, view, seek, exit }
}
