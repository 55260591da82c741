import { useEffect } from "react"
import { useBrand } from "../runtime/react/app-context"

/** "page name — brand name" (UI-01, OPEN-60). */
export const pageTitle = (page: string, brandName: string): string => `${page} — ${brandName}`

export const usePageTitle = (page: string) => {
  const brand = useBrand()
  useEffect(() => {
    document.title = pageTitle(page, brand.name)
  }, [page, brand.name])
}
