import { useMemo } from "react"
import type { ConfigurationKey } from "../domain/configuration"
import { selectImagePath } from "../events/configuration/selectors"
import { useAppSelector } from "../runtime/react/use-app-selector"
import { contentUrl } from "../domain/deployment"

/** A configuration image's URL on the content host, or null while unknown (UI-02, AMB-21). */
export const useConfigurationImage = (key: ConfigurationKey): string | null => {
  const selector = useMemo(() => selectImagePath(key), [key])
  return contentUrl(useAppSelector(selector))
}
