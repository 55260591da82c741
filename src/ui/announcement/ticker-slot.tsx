/** The ticker's height: its slot is kept at it while the news loads, so the page does not jump. */
export const TICKER_HEIGHT_PX = 48

/** The ticker's place kept while its code or the news loads: the page below does not jump. */
export const TickerSlot = () => (
  <div aria-hidden="true" style={{ height: `${TICKER_HEIGHT_PX}px` }} data-ticker-slot="" />
)
