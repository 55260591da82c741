import { useMemo } from "react"
import type { ConfigurationMap } from "../../domain/configuration"
import { selectConfigurationItems } from "../../events/configuration/selectors"
import { type PickCommand, useAppSelector } from "../../runtime/react/app-context"
import { remoteView, type RemoteView } from "../remote-view"

/** 'ลองใหม่' on a media page: the configuration list again (the start loaded it once). */
export const reloadConfiguration: PickCommand<void> = (commands) => commands.loadConfiguration

/** The media entries a page shows (movies, banners), read from the configuration list as it loads. */
export const useMediaEntries = <Loaded extends { readonly _tag: "Loaded" }>(
  pick: (map: ConfigurationMap) => Loaded
): RemoteView<Loaded> => {
  const items = useAppSelector(selectConfigurationItems)
  return useMemo(() => remoteView(items, pick), [items, pick])
}
