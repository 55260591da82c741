import type { Node, ObjectExpression, Pattern, Program } from "estree"

// Values a module's code fixes at build time: its top-level constants and the expressions made of
// them, read from its syntax tree the way Panda's extractor reads style objects (static-css-calls.ts).
// Only what cannot change when the page runs is a constant: literals, objects and arrays of them,
// templates and arithmetic over them, and the module's `const`s bound nowhere else (a local of
// the same name could shadow one).

/** A value known at build time: what a constant style object may hold. */
export type Constant = string | number | boolean | null | ReadonlyArray<Constant> | { readonly [key: string]: Constant }

export const UNKNOWN = Symbol("unknown")
type Evaluated = Constant | typeof UNKNOWN

export interface Ranged {
  readonly start: number
  readonly end: number
}

/** Rollup's and acorn's nodes carry their offsets in the code. */
export const rangeOf = (node: Node): Ranged | null =>
  "start" in node && "end" in node && typeof node.start === "number" && typeof node.end === "number"
    ? { start: node.start, end: node.end }
    : null

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && "type" in value && typeof value.type === "string"

/** Every node under `root`, parents first. */
export const walk = (root: Node, visit: (node: Node, parent: Node | null) => void) => {
  const stack: Array<readonly [Node, Node | null]> = [[root, null]]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, parent] = next
    visit(node, parent)
    for (const [key, child] of Object.entries(node)) {
      if (key === "type" || key === "loc" || key === "range") continue
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) stack.push([item, node])
      } else if (isNode(child)) stack.push([child, node])
    }
  }
}

/** The names a pattern binds (`{ a, b: [c] }` binds a and c). */
const patternNames = (pattern: Pattern, names: Array<string>) => {
  switch (pattern.type) {
    case "Identifier":
      names.push(pattern.name)
      return
    case "ObjectPattern":
      for (const property of pattern.properties)
        patternNames(property.type === "RestElement" ? property.argument : property.value, names)
      return
    case "ArrayPattern":
      for (const element of pattern.elements) if (element !== null) patternNames(element, names)
      return
    case "RestElement":
      patternNames(pattern.argument, names)
      return
    case "AssignmentPattern":
      patternNames(pattern.left, names)
      return
    case "MemberExpression":
      return
  }
}

/** How many times each name is bound in the module, imports included. */
export const bindingCounts = (program: Program): ReadonlyMap<string, number> => {
  const names: Array<string> = []
  walk(program, (node) => {
    switch (node.type) {
      case "VariableDeclarator":
        patternNames(node.id, names)
        return
      case "FunctionDeclaration":
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        if (node.type !== "ArrowFunctionExpression" && node.id) names.push(node.id.name)
        for (const param of node.params) patternNames(param, names)
        return
      case "ClassDeclaration":
      case "ClassExpression":
        if (node.id) names.push(node.id.name)
        return
      case "CatchClause":
        if (node.param) patternNames(node.param, names)
        return
      case "ImportSpecifier":
      case "ImportDefaultSpecifier":
      case "ImportNamespaceSpecifier":
        names.push(node.local.name)
        return
    }
  })
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  return counts
}

/** The module's top-level `const name = <expression>`, for the names bound nowhere else. */
export const moduleConstants = (program: Program, counts: ReadonlyMap<string, number>): ReadonlyMap<string, Node> => {
  const constants = new Map<string, Node>()
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue
    for (const declarator of declaration.declarations)
      if (declarator.id.type === "Identifier" && declarator.init && counts.get(declarator.id.name) === 1)
        constants.set(declarator.id.name, declarator.init)
  }
  return constants
}

const propertyKey = (key: Node, computed: boolean): string | null => {
  if (!computed && key.type === "Identifier") return key.name
  if (key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number"))
    return String(key.value)
  return null
}

/** The value of an expression made of constants only, or UNKNOWN. */
export const evaluator = (constants: ReadonlyMap<string, Node>) => {
  const evaluating = new Set<string>()
  const objectOf = (node: ObjectExpression): Evaluated => {
    const result: Record<string, Constant> = {}
    for (const property of node.properties) {
      if (property.type === "SpreadElement") {
        const spread = evaluate(property.argument)
        if (spread === UNKNOWN || spread === null || typeof spread !== "object" || Array.isArray(spread)) return UNKNOWN
        Object.assign(result, spread)
        continue
      }
      if (property.kind !== "init" || property.method) return UNKNOWN
      const key = propertyKey(property.key, property.computed)
      const value = evaluate(property.value)
      if (key === null || value === UNKNOWN) return UNKNOWN
      result[key] = value
    }
    return result
  }
  const evaluate = (node: Node): Evaluated => {
    switch (node.type) {
      case "Literal":
        return typeof node.value === "string" ||
          typeof node.value === "number" ||
          typeof node.value === "boolean" ||
          node.value === null
          ? node.value
          : UNKNOWN
      case "TemplateLiteral": {
        // `${ROW_HEIGHT - 8}px`: Panda evaluates the module's constants in a template too.
        let text = ""
        for (const [index, quasi] of node.quasis.entries()) {
          if (quasi.value.cooked == null) return UNKNOWN
          text += quasi.value.cooked
          const expression = node.expressions[index]
          if (expression === undefined) continue
          const value = evaluate(expression)
          if (typeof value !== "string" && typeof value !== "number") return UNKNOWN
          text += String(value)
        }
        return text
      }
      case "BinaryExpression": {
        if (node.left.type === "PrivateIdentifier") return UNKNOWN
        const left = evaluate(node.left)
        const right = evaluate(node.right)
        if (typeof left === "number" && typeof right === "number") {
          switch (node.operator) {
            case "+":
              return left + right
            case "-":
              return left - right
            case "*":
              return left * right
            case "/":
              return left / right
            default:
              return UNKNOWN
          }
        }
        const joinable = (value: Evaluated) => typeof value === "string" || typeof value === "number"
        return node.operator === "+" &&
          joinable(left) &&
          joinable(right) &&
          (typeof left === "string" || typeof right === "string")
          ? String(left) + String(right)
          : UNKNOWN
      }
      case "UnaryExpression": {
        const argument = evaluate(node.argument)
        return node.operator === "-" && typeof argument === "number" ? -argument : UNKNOWN
      }
      case "ObjectExpression":
        return objectOf(node)
      case "ArrayExpression": {
        const items: Array<Constant> = []
        for (const element of node.elements) {
          if (element === null || element.type === "SpreadElement") return UNKNOWN
          const item = evaluate(element)
          if (item === UNKNOWN) return UNKNOWN
          items.push(item)
        }
        return items
      }
      case "Identifier": {
        const init = constants.get(node.name)
        if (init === undefined || evaluating.has(node.name)) return UNKNOWN
        evaluating.add(node.name)
        const value = evaluate(init)
        evaluating.delete(node.name)
        return value
      }
      default:
        return UNKNOWN
    }
  }
  return evaluate
}
