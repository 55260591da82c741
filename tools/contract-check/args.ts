import { parseArgs } from "node:util"
import { Either, ParseResult, Schema } from "effect"

// The command line, decoded with a Schema like every other byte from outside: node's parseArgs
// splits it (unknown options and missing values are its errors), the Schema checks the values.

export const USAGE = `usage: npm run contract:check -- --api <base URL> --username <name> --password <password>
         [--timeout <ms>] [--site-host <host>] [--writes --sandbox <host of --api>]

  --api        the operator's API, e.g. https://api.example.com (http or https)
  --username   a test player's username
  --password   its password (or the CONTRACT_CHECK_PASSWORD environment variable)
  --timeout    how long each call may take, in ms (default 10000)
  --site-host  the member site's host name, sent as the app sends it (default: the API's host)
  --writes     also send the safe writes (check-in, wheel, flip card, cash-out, address, logout)
  --sandbox    required with --writes: the API's host name again, to confirm it is the sandbox`

const HttpUrl = Schema.String.pipe(
  Schema.filter((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
    message: () => "expected an http:// or https:// URL"
  })
)
const Filled = Schema.String.pipe(Schema.minLength(1, { message: () => "expected a value" }))
const Millis = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "expected a whole number of milliseconds" }),
  Schema.between(100, 600_000, { message: () => "expected between 100 and 600000 ms" })
)

const RawOptions = Schema.Struct({
  api: HttpUrl,
  username: Filled,
  password: Filled,
  timeout: Schema.optionalWith(Millis, { default: () => 10_000 }),
  "site-host": Schema.optionalWith(Filled, { exact: true }),
  writes: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  sandbox: Schema.optionalWith(Filled, { exact: true })
})

export interface Options {
  /** The base URL without a trailing slash (the contract's paths start with one). */
  readonly api: string
  readonly username: string
  readonly password: string
  readonly timeoutMs: number
  readonly siteHost: string
  /** The sandbox's host when writes are on; null for a read-only check. */
  readonly writesTo: string | null
}

export type ParsedArgs =
  | { readonly _tag: "Run"; readonly options: Options }
  | { readonly _tag: "Help" }
  | { readonly _tag: "Usage"; readonly problem: string }

const usage = (problem: string): ParsedArgs => ({ _tag: "Usage", problem })

const pathOf = (path: ReadonlyArray<PropertyKey>): string => path.map((key) => `--${String(key)}`).join(" ")

export const parseArguments = (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>
): ParsedArgs => {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        api: { type: "string" },
        username: { type: "string" },
        password: { type: "string" },
        timeout: { type: "string" },
        "site-host": { type: "string" },
        writes: { type: "boolean" },
        sandbox: { type: "string" },
        help: { type: "boolean", short: "h" }
      }
    }).values
  } catch (error) {
    // parseArgs names the option it could not read; the value is never echoed (it may be a password).
    return usage(error instanceof Error ? error.message : "unreadable arguments")
  }
  if (values["help"] === true) return { _tag: "Help" }
  const password = values["password"] ?? env["CONTRACT_CHECK_PASSWORD"]
  const raw = password === undefined ? values : { ...values, password }
  const decoded = Schema.decodeUnknownEither(RawOptions, { errors: "all" })(raw)
  if (Either.isLeft(decoded)) {
    // One problem per option: an optional one's union adds "Expected undefined" beside the real one.
    const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left).filter(
      (issue, index, all) => all.findIndex((other) => pathOf(other.path) === pathOf(issue.path)) === index
    )
    return usage(
      issues
        .map((issue) =>
          issue._tag === "Missing" ? `${pathOf(issue.path)} is missing` : `${pathOf(issue.path)}: ${issue.message}`
        )
        .join("; ")
    )
  }
  const options = decoded.right
  const api = new URL(options.api)
  if (options.writes && options.sandbox === undefined) {
    return usage("--writes needs --sandbox <host>: writes are sent only to a sandbox you name")
  }
  if (options.writes && options.sandbox !== api.host) {
    return usage(`--sandbox must name the host of --api (${api.host}): writes go only to the sandbox you name`)
  }
  if (!options.writes && options.sandbox !== undefined) return usage("--sandbox is only for --writes")
  return {
    _tag: "Run",
    options: {
      api: options.api.replace(/\/+$/, ""),
      username: options.username,
      password: options.password,
      timeoutMs: options.timeout,
      siteHost: options["site-host"] ?? api.hostname,
      writesTo: options.writes ? api.host : null
    }
  }
}
