// `npm run vitals` (#30): the 75th percentile of each route's Core Web Vitals as players' phones
// reported them to the reference API (POST /api/vitals, the last 10,000 kept in memory). It reads
// GET /__dev/vitals of a running server: VITALS_SERVER (default http://127.0.0.1:4173, `npm start`;
// the server needs DEV_CONTROLS=1 and answers it on loopback only). VITALS_ROUTE picks one route.
import { Either, Schema } from "effect"
import { KeptVital } from "../../src/domain/vitals-schema"
import { table } from "./stats"
import { formatVital, p75ByRoute } from "./vitals-p75"

const server = process.env["VITALS_SERVER"] ?? "http://127.0.0.1:4173"
const onlyRoute = process.env["VITALS_ROUTE"]

const response = await fetch(new URL("/__dev/vitals", server)).catch((error: unknown) => {
  console.error(`vitals: ${server} did not answer (${String(error)}); is the server running?`)
  process.exit(1)
})
if (!response.ok) {
  console.error(`vitals: GET /__dev/vitals answered ${response.status}; start the server with DEV_CONTROLS=1`)
  process.exit(1)
}
const decoded = Schema.decodeUnknownEither(Schema.Array(KeptVital))(await response.json())
if (Either.isLeft(decoded)) {
  console.error("vitals: the server's answer is not a list of kept vitals")
  process.exit(1)
}
const vitals = decoded.right.filter((vital) => onlyRoute === undefined || vital.route === onlyRoute)
if (vitals.length === 0) {
  console.log("vitals: no metrics kept yet (pages send theirs when they are hidden or left)")
  process.exit(0)
}
const rows = p75ByRoute(vitals)
console.log(`vitals: p75 of ${vitals.length} metrics by route (the last ${decoded.right.length} kept)\n`)
console.log(
  table([
    ["route", "metric", "p75", "rating", "samples"],
    ...rows.map((row) => [row.route, row.name, formatVital(row.name, row.p75), row.rating, String(row.count)])
  ])
)
