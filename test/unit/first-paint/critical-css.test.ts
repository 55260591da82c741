import { describe, expect, it } from "vitest"
import { classesOf, criticalCss } from "../../../vite-plugins/critical-css"

// #30: a prerendered page carries the rules its HTML uses; the whole stylesheet follows its paint.

const STYLESHEET = [
  "@layer reset,base,tokens,recipes,utilities;",
  '@font-face{font-family:"Noto Sans Thai";src:url(/a.woff2)}',
  "@layer reset{*{margin:0}}",
  "@layer base{html:is([data-frame-hidden]) #root{visibility:hidden}}",
  "@layer tokens{:where(:root,:host){--colors-brand:var(--brand-colour);--colors-ink:#111;--spacing-1\\.5:.375rem;--spacing-9:2.25rem;--unused:1px}}",
  "@layer utilities{",
  ".c_brand{color:var(--colors-brand)}",
  ".py_1\\.5{padding-block:var(--spacing-1\\.5)}",
  ".w_100\\%{width:100%}",
  ".c_ink{color:var(--colors-ink)}",
  ".group:hover .groupHover\\:c_ink{color:var(--colors-ink)}",
  ".x:not(.y){display:block}",
  "@media screen and (min-width:48rem){.md\\:p_9{padding:var(--spacing-9)}.md\\:d_none{display:none}}",
  "}"
].join("")

const PAGE =
  '<html style="--brand-colour:#FFCA00"><body><p class="c_brand py_1.5 w_100% md:p_9 x groupHover:c_ink">ก</p></body></html>'

describe("a prerendered page's own rules (#30)", () => {
  const own = criticalCss(STYLESHEET, PAGE)

  it("#30 keeps the utilities whose classes the page names, escapes and media queries included", () => {
    expect(own).toContain(".c_brand{")
    expect(own).toContain(".py_1\\.5{")
    expect(own).toContain(".w_100\\%{")
    expect(own).toContain(".md\\:p_9{")
    // A class under :not() asks for nothing: the rule may match.
    expect(own).toContain(".x:not(.y){")
  })

  it("#30 drops the utilities it does not name, and a media query left empty", () => {
    expect(own).not.toContain(".c_ink{")
    expect(own).not.toContain(".md\\:d_none")
    // Its other class (.group) is not on the page: the rule cannot match yet.
    expect(own).not.toContain("groupHover")
  })

  it("#30 keeps the tokens the kept rules read, through one another and escaped, and no other", () => {
    expect(own).toContain("--colors-brand:var(--brand-colour)")
    expect(own).toContain("--spacing-1\\.5:.375rem")
    expect(own).toContain("--spacing-9:2.25rem")
    expect(own).not.toContain("--colors-ink")
    expect(own).not.toContain("--unused")
  })

  it("#30 keeps the reset, the base and global rules, the fonts and the layer order as they are", () => {
    expect(own).toContain("@layer reset,base,tokens,recipes,utilities;")
    expect(own).toContain("@font-face{")
    expect(own).toContain("*{margin:0}")
    expect(own).toContain("html:is([data-frame-hidden]) #root{visibility:hidden}")
  })

  it("#30 reads a page's class names as React writes them, entities decoded", () => {
    expect([
      ...classesOf('<a class="[&amp;:not([src])]:vis_hidden bg_rgba(0,_0,_0,_0.5)"></a><b class="x  y"></b>')
    ]).toEqual(["[&:not([src])]:vis_hidden", "bg_rgba(0,_0,_0,_0.5)", "x", "y"])
  })
})
