import { useEffect, useState, type ReactNode } from "react"
import { createPortal } from "react-dom"

/** Renders `children` in a container put first in <body>, above the app, in the page's flow. */
export const TopOfPage = ({ children }: { readonly children: ReactNode }) => {
  const [container] = useState(() => {
    const element = document.createElement("div")
    element.dataset["devtoolsTop"] = ""
    return element
  })
  useEffect(() => {
    document.body.prepend(container)
    return () => container.remove()
  }, [container])
  return createPortal(children, container)
}
