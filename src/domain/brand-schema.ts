// The shape of a brand, checked by the tests against the registry in brands.ts.
import { Schema } from "effect"

/** One brand's configuration (OPEN-46). Hosts and frames are per brand; the API host is per deployment. */
export const Brand = Schema.Struct({
  clientId: Schema.String,
  name: Schema.String,
  themeColour: Schema.String,
  hosts: Schema.Array(Schema.String),
  /** The bottom bar's fourth item: Withdraw for brands with this flag, Media for the others (AMB-20). */
  showWithdrawInBottomBar: Schema.Boolean,
  /** The alternate public layout (LAYOUT-27, OPEN-55). */
  alternatePublicLayout: Schema.Boolean,
  /** The live chat property id; no id, no widget (CHAT-02). */
  chatPropertyId: Schema.NullOr(Schema.String)
})
export type Brand = typeof Brand.Type
