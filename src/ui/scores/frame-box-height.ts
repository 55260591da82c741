/** How tall the box is while the frame loads: a phone's screenful, not the specified 2500 px of grey. */
export const LOADING_BOX_HEIGHT_PX = 480

/**
 * The height shown of a frame of `specifiedPx` (UI-11, UI-12) (#15): the content height it
 * reported, never above the specified height; without a report, the specified height once loaded.
 * The frame itself keeps the specified height; the box around it clips only what is empty.
 */
export const frameBoxHeight = (specifiedPx: number, reportedPx: number | null, loaded: boolean): number =>
  Math.min(specifiedPx, reportedPx ?? (loaded ? specifiedPx : LOADING_BOX_HEIGHT_PX))
