// The wire format of a configuration item; the rules about it are in configuration.ts.
import { Schema } from "effect"

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

/**
 * One configuration item: a key and an image path (ENT-07). The media entries (issue #13, OPEN-64)
 * add optional fields beside the path: a movie (`media.movie.*`) its title and video path (the
 * path is its poster), a promotion banner (`media.promotion.*`) its title, terms and, optionally, the
 * player page it leads to (`link`, #29: '/auth/deposit'; media.ts keeps only the site's own pages).
 */
export const ConfigurationItem = Schema.Struct({
  key: Schema.String,
  value: Schema.Struct({
    data: Schema.Struct({
      path: Schema.String,
      title: optional(Schema.String),
      video: optional(Schema.String),
      terms: optional(Schema.String),
      link: optional(Schema.String)
    })
  })
})
export type ConfigurationItem = typeof ConfigurationItem.Type

const isConfigurationItem = Schema.is(ConfigurationItem)

/**
 * The configuration list as the API sends it: an item that does not decode (a malformed entry an
 * operator typed) is left out, not the whole list, so one bad banner never hides the site's logo.
 */
export const ConfigurationList = Schema.transform(
  Schema.Array(Schema.Unknown),
  Schema.typeSchema(Schema.Array(ConfigurationItem)),
  {
    strict: true,
    decode: (items) => items.filter(isConfigurationItem),
    encode: (items) => items
  }
)
