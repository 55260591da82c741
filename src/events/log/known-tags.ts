import { Schema, SchemaAST } from "effect"
import { AppEvent } from "../schemas"

const tagOf = (ast: SchemaAST.AST): string | null => {
  if (ast._tag === "Transformation") return tagOf(ast.to)
  if (ast._tag !== "TypeLiteral") return null
  const tag = ast.propertySignatures.find((p) => p.name === "_tag")?.type
  return tag !== undefined && SchemaAST.isLiteral(tag) ? String(tag.literal) : null
}

/** Each member of a (nested) union of tagged structs, by its literal `_tag`. */
const membersOf = (ast: SchemaAST.AST): Array<readonly [string, SchemaAST.AST]> => {
  if (ast._tag === "Union") return ast.types.flatMap(membersOf)
  const tag = tagOf(ast)
  return tag === null ? [] : [[tag, ast]]
}

const MEMBERS: ReadonlyMap<string, SchemaAST.AST> = new Map(membersOf(AppEvent.ast))

/** Every event tag this build knows; a log's other tags are skipped on import. */
export const KNOWN_EVENT_TAGS: ReadonlySet<string> = new Set(MEMBERS.keys())

/**
 * The one event schema for a tag, to explain a failed decode: the whole union would also report
 * that every other area's tags did not match.
 */
export const eventSchemaFor = (tag: string): Schema.Schema<unknown> | null => {
  const ast = MEMBERS.get(tag)
  return ast === undefined ? null : Schema.make<unknown>(ast)
}
