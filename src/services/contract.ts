import { Schema } from "effect"

// How the API contract is written: each area declares its calls in services/<area>/endpoints.ts
// with `endpoint`, once; the client builds requests from them and the reference server (server/)
// routes and encodes by them. Each call names its method, path pattern, path parameters, request
// body and response data; every answer is wrapped in the envelope below.

export type HttpMethod = "GET" | "POST" | "PATCH"

/**
 * How a call's body travels: JSON (every call but one), or multipart/form-data with file fields
 * (the slip upload, OPEN-35). A multipart row's body schema is a struct of `UploadedFile`s, one per
 * field: the client sends a Blob under each field's name (ApiClient.upload), the server reads each
 * into an UploadedFile (server/http/read-multipart.ts) and decodes it with the same schema.
 */
export type BodyType = "json" | "multipart"

/** A file field of a multipart body, as the server has read it. */
export const UploadedFile = Schema.Struct({
  filename: Schema.String,
  contentType: Schema.String,
  bytes: Schema.Uint8ArrayFromSelf
})
export type UploadedFile = typeof UploadedFile.Type

export interface Endpoint<Name extends string, Param extends string, BodyA, BodyI, DataA, DataI> {
  readonly name: Name
  readonly method: HttpMethod
  /** A path whose `:name` segments are filled from the call's path parameters. */
  readonly path: string
  /** The names of the path parameters, in order. */
  readonly params: ReadonlyArray<Param>
  /** The request body; Schema.Void for none. */
  readonly body: Schema.Schema<BodyA, BodyI>
  /** The envelope's data. */
  readonly data: Schema.Schema<DataA, DataI>
  /** JSON unless the row says multipart (see BodyType). */
  readonly bodyType: BodyType
  /**
   * Whether a 401/403/500256 from this call ends the session. False for login, whose own rejection
   * is the player's wrong password, not an expired session (AMB-07).
   */
  readonly sessionBound: boolean
}

/** The path parameters a call of an endpoint takes. */
export type PathParams<Param extends string> = { readonly [K in Param]: string }

/** A call with no path parameters. */
export const NoParams: ReadonlyArray<never> = []
/** A call with no request body: nothing is sent (a body of `{}` is `Schema.Struct({})`). */
export const NoBody = Schema.Void

export const endpoint = <const Name extends string, const Param extends string, BodyA, BodyI, DataA, DataI>(
  spec: Omit<Endpoint<Name, Param, BodyA, BodyI, DataA, DataI>, "sessionBound" | "bodyType"> & {
    readonly sessionBound?: boolean
    readonly bodyType?: BodyType
  }
): Endpoint<Name, Param, BodyA, BodyI, DataA, DataI> => ({
  ...spec,
  sessionBound: spec.sessionBound ?? true,
  bodyType: spec.bodyType ?? "json"
})

/** Every answer: success, data and message (HTTP-10). Errors carry a message and maybe a code. */
export const Envelope = <A, I>(data: Schema.Schema<A, I>) =>
  Schema.Struct({ success: Schema.Boolean, data, message: Schema.String })

/** Fills `:name` segments, each encoded as one path segment. */
export const buildPath = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""))

/**
 * Matches a concrete path against an endpoint's pattern, giving its decoded parameters. A pattern
 * may end in a query of `name=:param` pairs (the ranking's `?period=:period`, OPEN-09): those
 * parameters are read from the request's query, "" when absent, for the route's schema to refuse.
 */
export const matchPath = (
  pattern: string,
  path: string,
  query: URLSearchParams = new URLSearchParams()
): Readonly<Record<string, string>> | null => {
  const [pathPattern = "", queryPattern] = pattern.split("?")
  const patternParts = pathPattern.split("/")
  const pathParts = path.split("/")
  if (patternParts.length !== pathParts.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? ""
    if (part.startsWith(":")) {
      if (actual.length === 0) return null
      try {
        params[part.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null // a malformed %-escape matches nothing
      }
    } else if (part !== actual) return null
  }
  for (const pair of queryPattern === undefined ? [] : queryPattern.split("&")) {
    const [name = "", param = ""] = pair.split("=")
    if (param.startsWith(":")) params[param.slice(1)] = query.get(name) ?? ""
  }
  return params
}
