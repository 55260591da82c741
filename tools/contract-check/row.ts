import { Either, ParseResult, Schema } from "effect"
import type { AddressInput } from "../../src/domain/address-schema"
import type { GameCategory } from "../../src/domain/game"
import { buildPath, Envelope, type Endpoint, type HttpMethod, type PathParams } from "../../src/services/contract"

// One row of the check: a contract endpoint (the app's own descriptor, so its Schemas are the ones
// the app decodes with), how a player's session fills its path and body, and what its answer tells
// the rows after it. The endpoint's generics stay inside `check`: the runner sees closures only.

/** What earlier answers told: the ids and names later rows put in their paths and bodies. */
export interface Facts {
  token?: string
  uuid?: string
  username?: string
  phone?: string
  bank?: { readonly code: string; readonly id: string }
  configurationKey?: string
  category?: GameCategory
  provider?: string
  rewardCategoryId?: number
  affiliateCode?: string
  address?: AddressInput
}

export type RowKind = "read" | "write"

/** Why a row was not sent; the summary counts skips by this. */
export type SkipKind = "writes" | "nothing to read" | "no session" | "refused"

export interface Skip {
  readonly _tag: "Skip"
  readonly kind: SkipKind
  readonly reason: string
}

export const skip = (kind: SkipKind, reason: string): Skip => ({ _tag: "Skip", kind, reason })

/** A request this tool could not build (its body refused by the contract): a failure of the row. */
export interface Unsendable {
  readonly _tag: "Unsendable"
  readonly reason: string
}

/** A request ready to go, and how to judge its answer. */
export interface PreparedCall {
  readonly _tag: "Call"
  readonly path: string
  /** The encoded body (JSON), undefined for none. */
  readonly body: unknown
  /** Decodes the answer's JSON with the app's envelope and data Schema; on success remembers its facts. */
  readonly accept: (json: unknown) => Either.Either<void, ParseResult.ParseError>
}

export interface Row {
  readonly method: HttpMethod
  /** The contract's path pattern (never a player's ids: the report is safe to paste). */
  readonly path: string
  /** Tells two checks of one endpoint apart ("wl", "category"). */
  readonly label: string | null
  readonly name: string
  readonly kind: RowKind
  readonly sessionBound: boolean
  /** Why this write is never sent by the checker, even with --writes. */
  readonly manualOnly: string | null
  readonly prepare: (facts: Facts) => PreparedCall | Skip | Unsendable
}

export interface Plan<Param extends string, BodyA, DataA> {
  readonly kind?: RowKind
  readonly label?: string
  readonly manualOnly?: string
  /** The call's parameters and body from what is known, or a Skip saying what is missing. */
  readonly input: (facts: Facts) => { readonly params: PathParams<Param>; readonly body: BodyA } | Skip
  readonly remember?: (data: DataA, facts: Facts) => void
}

/** A row from an endpoint of the contract and how a session calls it. */
export const check = <Name extends string, Param extends string, BodyA, BodyI, DataA, DataI>(
  endpoint: Endpoint<Name, Param, BodyA, BodyI, DataA, DataI>,
  plan: Plan<Param, BodyA, DataA>
): Row => {
  // Every issue, not the first: the report names the first and counts the rest.
  const decodeAnswer = Schema.decodeUnknownEither(Envelope(endpoint.data), { errors: "all" })
  const encodeBody = Schema.encodeEither(endpoint.body)
  return {
    method: endpoint.method,
    path: endpoint.path,
    label: plan.label ?? null,
    name: endpoint.name,
    kind: plan.kind ?? "read",
    sessionBound: endpoint.sessionBound,
    manualOnly: plan.manualOnly ?? null,
    prepare: (facts) => {
      const input = plan.input(facts)
      if ("_tag" in input) return input
      const body = encodeBody(input.body)
      // A body the app's own Schema refuses is this tool's mistake, not the API's: it fails the row.
      if (Either.isLeft(body)) return { _tag: "Unsendable", reason: `request body: ${body.left.message}` }
      return {
        _tag: "Call",
        path: buildPath(endpoint.path, input.params),
        body: body.right,
        accept: (json) =>
          Either.map(decodeAnswer(json), (envelope) => {
            plan.remember?.(envelope.data, facts)
          })
      }
    }
  }
}

/** A call that needs a fact of an earlier answer: made from it, or skipped saying which is missing. */
export const needing = <A, R>(value: A | undefined, what: string, then: (value: A) => R): R | Skip =>
  value === undefined ? skip("nothing to read", `no ${what} in the earlier answers`) : then(value)
