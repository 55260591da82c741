// The shape of a brand and of the brand document (#32): the brands are data, served beside the
// build as /brands.json (public/brands.json in the reference setup) and read by the server at each
// change of the file, so a brand is added or recoloured without a build.
import { Either, ParseResult, Schema } from "effect"

/** A brand's id: lower-case letters, digits and dashes, as its files' paths (/brands/<clientId>/) spell it. */
export const ClientId = Schema.String.pipe(Schema.pattern(/^[a-z0-9][a-z0-9-]{1,31}$/))

/** #rrggbb: what the theme-color meta, the manifest and the contrast check all read. */
export const HexColour = Schema.String.pipe(Schema.pattern(/^#[0-9a-fA-F]{6}$/))

/** A hostname as a Host header names it, without port: lower-case labels. */
const Hostname = Schema.String.pipe(Schema.pattern(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/))

/** One brand's configuration (OPEN-46). Hosts and frames are per brand; the API host is per deployment. */
export const Brand = Schema.Struct({
  clientId: ClientId,
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)),
  themeColour: HexColour,
  hosts: Schema.Array(Hostname),
  /** The bottom bar's fourth item: Withdraw for brands with this flag, Media for the others (AMB-20). */
  showWithdrawInBottomBar: Schema.Boolean,
  /** The alternate public layout (LAYOUT-27, OPEN-55). */
  alternatePublicLayout: Schema.Boolean,
  /** The live chat property id; no id, no widget (CHAT-02). */
  chatPropertyId: Schema.NullOr(Schema.String.pipe(Schema.maxLength(100)))
})
export type Brand = typeof Brand.Type

/** The served document: its entries are decoded one by one, so one broken entry never hides the rest. */
const BrandDocumentShape = Schema.Struct({ brands: Schema.Array(Schema.Unknown) })

/** An entry left out of the brand list, and why (reported by the server and the brand gallery). */
export interface SkippedBrand {
  readonly index: number
  readonly reason: string
}

export interface BrandList {
  readonly brands: ReadonlyArray<Brand>
  readonly skipped: ReadonlyArray<SkippedBrand>
}

const decodeBrand = Schema.decodeUnknownEither(Brand, { onExcessProperty: "error" })

/**
 * The brands of a brand document: every entry that decodes, in the document's order, except one
 * that repeats an earlier entry's id or host (the first wins: a host picks one brand). A document
 * that is not `{ "brands": [...] }` has no brands; the caller falls back to its default brand.
 */
export const decodeBrandDocument = (input: unknown): BrandList => {
  const document = Schema.decodeUnknownEither(BrandDocumentShape)(input)
  if (Either.isLeft(document)) {
    return { brands: [], skipped: [{ index: -1, reason: ParseResult.TreeFormatter.formatErrorSync(document.left) }] }
  }
  const brands: Array<Brand> = []
  const skipped: Array<SkippedBrand> = []
  const hostsTaken = new Set<string>()
  document.right.brands.forEach((entry, index) => {
    const brand = decodeBrand(entry)
    if (Either.isLeft(brand)) {
      skipped.push({ index, reason: ParseResult.TreeFormatter.formatErrorSync(brand.left) })
      return
    }
    const { clientId, hosts } = brand.right
    if (brands.some((kept) => kept.clientId === clientId)) {
      skipped.push({ index, reason: `clientId "${clientId}" is already used by an earlier entry` })
      return
    }
    const taken = hosts.find((host) => hostsTaken.has(host))
    if (taken !== undefined) {
      skipped.push({ index, reason: `host "${taken}" already belongs to an earlier brand` })
      return
    }
    for (const host of hosts) hostsTaken.add(host)
    brands.push(brand.right)
  })
  return { brands, skipped }
}
