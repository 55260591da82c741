import { SchemaAST } from "effect"
import { AppEvent } from "../../../src/events/schemas"

/** The literal `_tag` of every member of a (nested) union of tagged structs, read from the schema. */
const tagsOf = (ast: SchemaAST.AST): Array<string> => {
  switch (ast._tag) {
    case "Union":
      return ast.types.flatMap(tagsOf)
    case "Transformation":
      return tagsOf(ast.to)
    case "TypeLiteral": {
      const tag = ast.propertySignatures.find((p) => p.name === "_tag")?.type
      return tag !== undefined && SchemaAST.isLiteral(tag) ? [String(tag.literal)] : []
    }
    default:
      return []
  }
}

/** Every event tag the AppEvent schema accepts. */
export const APP_EVENT_TAGS: ReadonlyArray<string> = tagsOf(AppEvent.ast)
