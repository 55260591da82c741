import defaultHeaderBackground from "./header-default.svg?inline"

/**
 * The header's look before the configuration answers: a data: URL (690 bytes) inside the page, so the
 * largest element of a phone's first screen paints with the HTML, needing no request of its own.
 */
export const DEFAULT_HEADER_BACKGROUND = defaultHeaderBackground
