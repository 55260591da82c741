// The storage format of the shell snapshot (#16); what it holds and why is in shell-snapshot.ts.
import { Schema } from "effect"
import { GAME_CATEGORIES } from "./game"
import { GameCategory, GameCode, ProviderCode } from "./game-schema"
import { MAX_SNAPSHOT_PROVIDER_GAMES } from "./kept-provider-games"
import { isBannerLink, isLocalPath } from "./local-path"
import { isSatang, type Satang } from "./money"
import { SEGMENT_COLOUR } from "./segment-colour"
import {
  DAY_KEY,
  MAX_SNAPSHOT_BANNERS,
  MAX_SNAPSHOT_MOVIES,
  MAX_SNAPSHOT_PROVIDERS,
  MAX_SNAPSHOT_REWARD_CATEGORIES,
  MAX_SNAPSHOT_SATANG,
  MAX_SNAPSHOT_WHEEL_SEGMENTS,
  SHELL_SNAPSHOT_VERSION
} from "./shell-snapshot"

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })
const NonNegativeInt = Schema.Number.pipe(Schema.int(), Schema.nonNegative())

/** Integer satang from 0 to MAX_BAHT: what a decoded balance may be. */
const SnapshotSatang = NonNegativeInt.pipe(
  Schema.lessThanOrEqualTo(MAX_SNAPSHOT_SATANG),
  Schema.filter((value): value is Satang => isSatang(value))
)

const LocalPath = Schema.String.pipe(Schema.filter(isLocalPath, { message: () => "expected a path on this site" }))

const BannerLink = Schema.String.pipe(
  Schema.filter(isBannerLink, {
    message: () => "expected a player page",
    // Random strings almost never read as a player page: generated ones are drawn from real ones.
    arbitrary: () => (fc) => fc.constantFrom("/auth/deposit", "/auth/winlost", "/auth/affiliate", "/auth/media/wheel")
  })
)

/** A carousel slide: the banner's own image ("/content/…"), never another host's, and its player page. */
const SnapshotSlide = Schema.Struct({
  key: Schema.String,
  title: Schema.String,
  image: LocalPath,
  link: optional(BannerLink)
})

/** A clip's cover: its title and its poster on this site (never the clip itself). */
const SnapshotMovie = Schema.Struct({ key: Schema.String, title: Schema.String, poster: LocalPath })

/** A reward category as its tile shows it, its picture on this site. */
const SnapshotRewardCategory = Schema.Struct({
  id: NonNegativeInt.pipe(Schema.positive()),
  name: Schema.String,
  image: LocalPath,
  itemCount: NonNegativeInt
})

/** Today's flip card chances: never more left than a day gives. */
const SnapshotFlipCard = Schema.Struct({
  day: Schema.String.pipe(Schema.pattern(DAY_KEY)),
  playsLeft: NonNegativeInt,
  playsPerDay: NonNegativeInt
}).pipe(Schema.filter(({ playsLeft, playsPerDay }) => playsLeft <= playsPerDay))

/** A wheel segment as the disc draws it. */
const SnapshotWheelSegment = Schema.Struct({
  colour: Schema.String.pipe(Schema.pattern(SEGMENT_COLOUR)),
  label: Schema.String
})

/** A games tab with its first providers, each logo on this site. */
const SnapshotLobbyCategory = Schema.Struct({
  category: GameCategory,
  providers: Schema.Array(
    Schema.Struct({ code: ProviderCode, name: Schema.String, logo: LocalPath, gameCount: NonNegativeInt })
  ).pipe(Schema.maxItems(MAX_SNAPSHOT_PROVIDERS))
})

/** The first games of the provider last opened, each picture on this site (kept-provider-games.ts). */
const SnapshotProviderGames = Schema.Struct({
  category: GameCategory,
  provider: ProviderCode,
  name: Schema.String,
  games: Schema.Array(Schema.Struct({ code: GameCode, name: Schema.String, image: LocalPath })).pipe(
    Schema.maxItems(MAX_SNAPSHOT_PROVIDER_GAMES)
  )
})

export const ShellSnapshotSchema = Schema.Struct({
  version: Schema.Literal(SHELL_SNAPSHOT_VERSION),
  username: Schema.String.pipe(Schema.minLength(1)),
  name: Schema.String,
  level: NonNegativeInt,
  balance: SnapshotSatang,
  images: Schema.Struct({
    "home.normal.logo": optional(Schema.String),
    "home.normal.background": optional(Schema.String),
    "home.menuBottom.allGame": optional(Schema.String),
    "home.dashboard.huay": optional(Schema.String),
    "home.dashboard.allGame": optional(Schema.String)
  }),
  banners: optional(Schema.Array(SnapshotSlide).pipe(Schema.maxItems(MAX_SNAPSHOT_BANNERS))),
  lobby: optional(Schema.Array(SnapshotLobbyCategory).pipe(Schema.maxItems(GAME_CATEGORIES.length))),
  movies: optional(Schema.Array(SnapshotMovie).pipe(Schema.maxItems(MAX_SNAPSHOT_MOVIES))),
  rewards: optional(Schema.Array(SnapshotRewardCategory).pipe(Schema.maxItems(MAX_SNAPSHOT_REWARD_CATEGORIES))),
  flipCard: optional(SnapshotFlipCard),
  affiliateIncome: optional(SnapshotSatang),
  wheel: optional(Schema.Array(SnapshotWheelSegment).pipe(Schema.maxItems(MAX_SNAPSHOT_WHEEL_SEGMENTS))),
  providerGames: optional(SnapshotProviderGames),
  savedAt: Schema.Number.pipe(Schema.finite(), Schema.nonNegative())
})

/** The stored text as a snapshot, and back (the runtime writes with it). */
export const ShellSnapshotJson = Schema.parseJson(ShellSnapshotSchema)
