// #28 DESIGN-10: each area declares its personal fields in its line of src/events/schemas.ts, and an
// export masks them (src/events/log/redact.ts) as the old list of names did: in any case, with or
// without underscores, after a prefix. A declared name that no event or state has is a typo.
import { SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { redact } from "../../../src/events/log/redact"
import { AppEvent, AppStateSchema, PERSONAL_FIELDS } from "../../../src/events/schemas"

/** Every property name of an encoded value the schema describes, at any depth. */
const keysOf = (ast: SchemaAST.AST, keys: Set<string> = new Set(), seen: Set<SchemaAST.AST> = new Set()) => {
  if (seen.has(ast)) return keys
  seen.add(ast)
  switch (ast._tag) {
    case "TypeLiteral":
      for (const property of ast.propertySignatures) {
        keys.add(String(property.name))
        keysOf(property.type, keys, seen)
      }
      for (const index of ast.indexSignatures) keysOf(index.type, keys, seen)
      break
    case "Union":
      for (const member of ast.types) keysOf(member, keys, seen)
      break
    case "TupleType":
      for (const element of [...ast.elements, ...ast.rest]) keysOf(element.type, keys, seen)
      break
    case "Transformation":
    case "Refinement":
      keysOf(ast.from, keys, seen)
      break
    case "Suspend":
      keysOf(ast.f(), keys, seen)
      break
    case "Declaration":
      for (const parameter of ast.typeParameters) keysOf(parameter, keys, seen)
      break
    default:
      break
  }
  return keys
}

describe("the areas' personal fields (#28, DESIGN-10)", () => {
  it("every declared field is a key of some event or state, as the log encodes it", () => {
    const keys = keysOf(AppStateSchema.ast, keysOf(AppEvent.ast))
    expect(PERSONAL_FIELDS.length).toBeGreaterThan(0)
    expect(PERSONAL_FIELDS.filter((field) => !keys.has(field))).toEqual([])
  })

  it("a declared field is masked in any spelling, and only whole: recipientName but not recipientNames", () => {
    const value = "มานี มีนา"
    const masked = redact({
      recipientName: value,
      recipient_name: value,
      RECIPIENTNAME: value,
      delivery_recipient_name: value,
      sub_district: value,
      post_code: value,
      senderName: value,
      recipientNames: value
    })
    expect(masked).toEqual({
      recipientName: "*****มีนา",
      recipient_name: "*****มีนา",
      RECIPIENTNAME: "*****มีนา",
      delivery_recipient_name: "*****มีนา",
      sub_district: "*****มีนา",
      post_code: "*****มีนา",
      senderName: "*****มีนา",
      recipientNames: value
    })
  })
})
