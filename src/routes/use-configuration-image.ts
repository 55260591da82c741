import { useCallback, useMemo, useRef } from "react"
import type { ConfigurationKey } from "../domain/configuration"
import { selectShownImagePath } from "../events/shell/selectors"
import { useAppSelector, useCommand } from "../runtime/react/app-context"
import { contentUrl } from "../domain/deployment"

/**
 * A configuration image's URL on the content host, or null while unknown (UI-02, AMB-21); for a
 * returning player, the device's snapshot's until the list arrives (#16).
 */
export const useConfigurationImage = (key: ConfigurationKey): string | null => {
  const selector = useMemo(() => selectShownImagePath(key), [key])
  return contentUrl(useAppSelector(selector))
}

/**
 * What a player's screen does when a configuration image fails to load (API-15): its entry is read
 * again by its key, once per failed URL, so an image the operator has since replaced shows at once
 * and a missing one is not asked for again and again.
 */
export const useRereadOnFailure = (key: ConfigurationKey): ((url: string) => void) => {
  const run = useCommand()
  const tried = useRef(new Set<string>())
  return useCallback(
    (url: string) => {
      if (tried.current.has(url)) return
      tried.current.add(url)
      void run((commands) => commands.rereadConfigurationImage(key))
    },
    [key, run]
  )
}
