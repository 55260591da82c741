// #32 contract:check's command line: decoded with a Schema; a bad one is a usage message and exit
// code 2 with nothing sent; writes need a sandbox named as the API's own host.
import { describe, expect, it } from "vitest"
import { parseArguments } from "../../../tools/contract-check/args"
import { runCheck } from "./run-check"

const API = ["--api", "https://sandbox.example.com/", "--username", "tester", "--password", "pw-1"]

const problemOf = (argv: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const parsed = parseArguments(argv, env)
  return parsed._tag === "Usage" ? parsed.problem : parsed._tag
}

describe("contract:check arguments (#32)", () => {
  it("#32 decodes a full command line: the API without its trailing slash, reads only, 10 s per call", () => {
    expect(parseArguments(API, {})).toEqual({
      _tag: "Run",
      options: {
        api: "https://sandbox.example.com",
        username: "tester",
        password: "pw-1",
        timeoutMs: 10_000,
        siteHost: "sandbox.example.com",
        writesTo: null
      }
    })
  })

  it("#32 names each missing or malformed option", () => {
    expect(problemOf([])).toBe("--api is missing; --username is missing; --password is missing")
    expect(problemOf(["--api", "ftp://x", "--username", "u", "--password", "p"])).toBe(
      "--api: expected an http:// or https:// URL"
    )
    expect(problemOf([...API, "--timeout", "soon"])).toBe('--timeout: Unable to decode "soon" into a number')
    expect(problemOf([...API, "--timeout", "5"])).toBe("--timeout: expected between 100 and 600000 ms")
    expect(problemOf([...API, "--verbose"])).toBe("Unknown option '--verbose'")
    expect(problemOf([...API, "extra"])).toMatch(/positional argument/)
  })

  it("#32 takes the password from CONTRACT_CHECK_PASSWORD when --password is left out", () => {
    const parsed = parseArguments(API.slice(0, 4), { CONTRACT_CHECK_PASSWORD: "from-env" })
    expect(parsed._tag === "Run" && parsed.options.password).toBe("from-env")
  })

  it("#32 --writes needs --sandbox naming the API's own host; --sandbox alone is refused", () => {
    expect(problemOf([...API, "--writes"])).toBe(
      "--writes needs --sandbox <host>: writes are sent only to a sandbox you name"
    )
    expect(problemOf([...API, "--writes", "--sandbox", "api.example.com"])).toBe(
      "--sandbox must name the host of --api (sandbox.example.com): writes go only to the sandbox you name"
    )
    expect(problemOf([...API, "--sandbox", "sandbox.example.com"])).toBe("--sandbox is only for --writes")
    const parsed = parseArguments([...API, "--writes", "--sandbox", "sandbox.example.com"], {})
    expect(parsed._tag === "Run" && parsed.options.writesTo).toBe("sandbox.example.com")
  })

  it("#32 a bad command line prints the problem and the usage on stderr and exits 2, sending nothing", async () => {
    const run = await runCheck(["--api", "http://127.0.0.1:9", "--password", "pw-secret"])
    expect(run.code).toBe(2)
    expect(run.out).toEqual([])
    expect(run.err[0]).toBe("contract:check: --username is missing")
    expect(run.err[1]).toMatch(/^usage: npm run contract:check -- --api <base URL>/)
    expect(run.all).not.toContain("pw-secret")
  })

  it("#32 --help prints the usage and exits 0", async () => {
    const run = await runCheck(["--help"])
    expect(run.code).toBe(0)
    expect(run.out[0]).toMatch(/^usage: /)
  })
})
