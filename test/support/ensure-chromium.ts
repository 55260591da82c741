import { spawnSync } from "node:child_process"
import { DEBIAN_CHROMIUM, findChromium, missingChromiumLine } from "./chromium"

// Runs before the end-to-end tests (`npm run test:e2e`): a fresh machine of this kind needs nothing
// installed by hand. The browser is CHROMIUM_PATH, then Debian's /usr/bin/chromium; when neither is
// there and this is a Debian machine run as root, Debian's chromium package is installed (said
// first, it takes a minute); otherwise one line says how to install it, and the tests do not start.

const onPath = (command: string): boolean => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0

const run = (command: string, args: ReadonlyArray<string>): boolean =>
  spawnSync(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  }).status === 0

const main = (): number => {
  if (findChromium() !== null) return 0
  const chosen = process.env["CHROMIUM_PATH"]
  const canInstall = (chosen === undefined || chosen === "") && process.getuid?.() === 0 && onPath("apt-get")
  if (!canInstall) {
    console.error(`[test] ${missingChromiumLine()}`)
    return 1
  }
  console.log(
    `[test] No Chromium at ${DEBIAN_CHROMIUM}: installing Debian's chromium package (apt-get, about a minute)`
  )
  if (!run("apt-get", ["update", "-qq"]) || !run("apt-get", ["install", "-y", "-qq", "chromium"])) {
    console.error(`[test] apt-get could not install chromium. ${missingChromiumLine()}`)
    return 1
  }
  if (findChromium() === null) {
    console.error(`[test] apt-get finished, yet ${missingChromiumLine()}`)
    return 1
  }
  console.log(`[test] Chromium installed at ${DEBIAN_CHROMIUM}`)
  return 0
}

process.exitCode = main()
