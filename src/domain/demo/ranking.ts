// The ranking's demo players (issue #13, OPEN-09): forty made-up Thai-style usernames so the top 20
// is always full, and each demo account's turnover. Seeded players' figures come from a hash of
// their name and the period's start (a new week or month ranks anew); the tiers keep the demo
// accounts' places steady: `demo` is inside the week's top 20 and outside the month's, `newbie`
// has no turnover at all. Amounts in whole baht; every name and figure is fake.

export interface RankingDemoPlayer {
  readonly username: string
  readonly level: number
  /** Whales rank above every ordinary player and the demo accounts but diamond. */
  readonly whale: boolean
}

const NAMES = [
  "somchai99",
  "nongfah_bkk",
  "kittipong",
  "malee2530",
  "tonkla88",
  "pimchanok",
  "bank_korat",
  "noina",
  "jirayu",
  "ploy_cmi",
  "arthit7",
  "sasithorn",
  "boonmee",
  "wanida",
  "chatchai_s",
  "kanokwan",
  "nattapong",
  "suda_hatyai",
  "thanawat",
  "mameaw",
  "prasert",
  "orathai",
  "yodsak",
  "benjamas",
  "tawan_dd",
  "chompoo",
  "kwanjai",
  "wichai",
  "pornthip",
  "nuttawut",
  "siriporn",
  "ekkachai",
  "jintana",
  "rungroj",
  "duangjai",
  "kritsada",
  "maliwan",
  "surasak",
  "ratchanee",
  "phongsakorn"
] as const

export const RANKING_DEMO_PLAYERS: ReadonlyArray<RankingDemoPlayer> = NAMES.map((username, index) => ({
  username,
  level: (index % 4) + 1,
  whale: index < 10
}))

/** Turnover ranges in baht per period: [lowest, highest) of a whale and of an ordinary player. */
export const RANKING_DEMO_RANGES = {
  week: { whale: [400_000, 900_000], ordinary: [5_000, 250_000] },
  month: { whale: [1_500_000, 4_000_000], ordinary: [100_000, 1_200_000] }
} as const

/** The demo accounts' turnover in baht (accounts not listed, such as newbie, have none). */
export const RANKING_DEMO_ACCOUNTS: Readonly<Record<string, { readonly week: number; readonly month: number }>> = {
  demo: { week: 300_000, month: 60_000 },
  gold: { week: 120_000, month: 2_000_000 },
  platinum: { week: 650_000, month: 3_200_000 },
  diamond: { week: 1_200_000, month: 5_000_000 },
  history: { week: 45_000, month: 180_000 }
}
