import { useEffect } from "react"
import { useBrand } from "../runtime/react/app-context"
import { markScreenShown } from "./first-screen-shown"

/** "page name — brand name" (UI-01, OPEN-60). */
export const pageTitle = (page: string, brandName: string): string => `${page} — ${brandName}`

/** Names the page once its screen has rendered, and marks that a screen is on show (#16). */
export const usePageTitle = (page: string) => {
  const brand = useBrand()
  useEffect(() => {
    document.title = pageTitle(page, brand.name)
    markScreenShown()
  }, [page, brand.name])
}
