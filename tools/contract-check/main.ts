import { runContractCheck } from "./cli"

// `npm run contract:check -- --api <base URL> --username U --password P` (README, "Configuration").
process.exitCode = await runContractCheck(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`)
})
