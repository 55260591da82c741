// DESIGN-10 (Review → Unit): events, and therefore exported logs, never hold a token or a password.
import { Schema, SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { AppEvent } from "../../../src/events/schemas"
import { APP_EVENT_TAGS } from "./event-tags"
import { player } from "./fixtures"
import { otherEvents, sessionLog } from "./sample-events"

const SECRET = /token|password/i

/** Every key of a plain value, at any depth. */
const keysDeep = (value: unknown): Array<string> => {
  if (Array.isArray(value)) return value.flatMap(keysDeep)
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)])
  return []
}

/** Every property name declared anywhere in a schema, on its encoded and its type side. */
const propertyNames = (ast: SchemaAST.AST, seen = new Set<SchemaAST.AST>()): Array<string> => {
  if (seen.has(ast)) return []
  seen.add(ast)
  const go = (inner: SchemaAST.AST) => propertyNames(inner, seen)
  switch (ast._tag) {
    case "TypeLiteral":
      return [
        ...ast.propertySignatures.flatMap((p) => [String(p.name), ...go(p.type)]),
        ...ast.indexSignatures.flatMap((i) => go(i.type))
      ]
    case "Union":
      return ast.types.flatMap(go)
    case "Transformation": {
      const renamed =
        ast.transformation._tag === "TypeLiteralTransformation"
          ? ast.transformation.propertySignatureTransformations.flatMap((t) => [String(t.from), String(t.to)])
          : []
      return [...renamed, ...go(ast.from), ...go(ast.to)]
    }
    case "Refinement":
      return go(ast.from)
    case "Suspend":
      return go(ast.f())
    case "TupleType":
      return [...ast.elements.map((e) => e.type), ...ast.rest.map((r) => r.type)].flatMap(go)
    case "Declaration":
      return ast.typeParameters.flatMap(go)
    default:
      return []
  }
}

describe("events hold no secrets (DESIGN-10)", () => {
  const samples = [...sessionLog, ...otherEvents]

  it("DESIGN-10 the samples cover every event tag of the AppEvent union", () => {
    const tags = new Set(samples.map((e) => e._tag))
    expect(APP_EVENT_TAGS.length).toBeGreaterThanOrEqual(38)
    expect([...tags].sort()).toEqual([...APP_EVENT_TAGS].sort())
  })

  it("DESIGN-10 no encoded sample event has a key named token or password", () => {
    for (const event of samples) {
      const encoded = Schema.encodeSync(AppEvent)(event)
      const json: unknown = JSON.parse(JSON.stringify(encoded))
      expect(
        keysDeep(json).filter((k) => SECRET.test(k)),
        event._tag
      ).toEqual([])
    }
  })

  it("DESIGN-10 no event schema declares a token or password property anywhere", () => {
    const names = propertyNames(AppEvent.ast)
    expect(names).toContain("_tag")
    expect(names).toContain("points") // the walker sees renamed wire keys too
    expect(names.filter((n) => SECRET.test(n))).toEqual([])
  })

  it("DESIGN-10 a token smuggled into a login event is dropped on decode and never encoded", () => {
    const decoded = Schema.decodeUnknownSync(AppEvent)({
      _tag: "LoginSuccess",
      token: "secret-token",
      user: { ...player, password: "hunter2", token: "secret-token" }
    })
    const encoded = JSON.stringify(Schema.encodeSync(AppEvent)(decoded))
    expect(encoded).not.toContain("secret-token")
    expect(encoded).not.toContain("hunter2")
    expect(keysDeep(JSON.parse(encoded)).filter((k) => SECRET.test(k))).toEqual([])
  })
})
