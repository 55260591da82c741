import type { KeptWheelSegment } from "../domain/shell-snapshot"
import { textColourOn } from "../domain/wheel"
import {
  DISC_VIEW_BOX,
  LABEL_FONT,
  labelTransform,
  POINTER,
  POINTER_STYLE,
  segmentDegrees,
  slicePath
} from "../ui/wheel/disc-geometry"

// A returning player's prize wheel, drawn into the frame before the app runs (#30): the disc the
// device kept, as the app's WheelDisc draws it (the same geometry, disc-geometry.ts), at rest. It
// goes into a shadow root of the frame's place for it: React adopts the page without seeing it, and
// drops it with the loading stage when the fresh board's disc comes. A label goes in as text; a
// colour was checked to be #rrggbb by the snapshot's decoder.

const SVG_NS = "http://www.w3.org/2000/svg"

type Attributes = Readonly<Record<string, string>>

const svgElement = (page: Document, tag: string, attributes: Attributes, children: ReadonlyArray<Element> = []) => {
  const element = page.createElementNS(SVG_NS, tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/** The segment's slice and its label, as WheelDisc draws them. */
const segmentOf = (page: Document, segment: KeptWheelSegment, index: number, width: number): Element => {
  const label = svgElement(page, "text", {
    transform: labelTransform((index + 0.5) * width),
    "text-anchor": "middle",
    "dominant-baseline": "central",
    "font-size": LABEL_FONT.size,
    "font-weight": LABEL_FONT.weight,
    fill: textColourOn(segment.colour)
  })
  label.textContent = segment.label
  return svgElement(page, "g", {}, [
    svgElement(page, "path", { d: slicePath(index, width), fill: segment.colour, stroke: "#111", "stroke-width": "1" }),
    label
  ])
}

/** Draws `segments` as the wheel at rest into `place` (once; a wheel needs two segments at least). */
export const drawKeptWheel = (place: HTMLElement, segments: ReadonlyArray<KeptWheelSegment>): void => {
  if (segments.length < 2 || place.shadowRoot !== null) return
  const page = place.ownerDocument
  const width = segmentDegrees(segments.length)
  const pointer = svgElement(page, "svg", { viewBox: POINTER.viewBox, "aria-hidden": "true" }, [
    svgElement(page, "path", { d: POINTER.path, fill: "#fafafa", stroke: "#111", "stroke-width": "2" }),
    svgElement(page, "circle", { cx: "17", cy: "12", r: "5", fill: "#111" })
  ])
  Object.assign(pointer.style, POINTER_STYLE)
  const disc = svgElement(page, "svg", { viewBox: DISC_VIEW_BOX, "aria-hidden": "true" }, [
    svgElement(page, "circle", { r: "99", fill: "#111" }),
    ...segments.map((segment, index) => segmentOf(page, segment, index, width)),
    svgElement(page, "circle", { r: "14", fill: "#fafafa", stroke: "#111", "stroke-width": "2" }),
    svgElement(page, "circle", { r: "5", fill: "#111" })
  ])
  Object.assign(disc.style, { display: "block", width: "100%", height: "100%" })
  place.attachShadow({ mode: "open" }).append(pointer, disc)
}
