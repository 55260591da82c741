import { Link } from "react-router-dom"
import type { UiLinkProps } from "../ui/link"

/** The router's Link in the shape src/ui expects (it never imports the router itself). */
export const RouterLink = ({ to, children, ...rest }: UiLinkProps) => (
  <Link to={to} {...rest}>
    {children}
  </Link>
)

/** What src/ui's LinkComponentContext holds: how to render one link with the router. */
export const renderRouterLink = (props: UiLinkProps) => <RouterLink {...props} />
