// The page's brand id for the field data (#30): the one the server wrote on the <html> element as
// `data-brand` with the page (#32), which app-main also sets before this chunk loads, so it is
// never missing here; "" (which the server refuses) stands for a page that somehow lost it.

export const brandIdOf = (root: HTMLElement): string => root.dataset["brand"] ?? ""
