import { accessSync, constants } from "node:fs"

// The one place every browser tool of the project (Playwright's tests, the soak, the benches, Lighthouse)
// learns which Chromium to start. Playwright's own browser download is impossible on this machine, so
// the project uses Debian's: CHROMIUM_PATH when set, else /usr/bin/chromium.

export const DEBIAN_CHROMIUM = "/usr/bin/chromium"

/** The flags every launch uses: headless, and none of the background traffic a closed network refuses. */
export const CHROMIUM_ARGS: ReadonlyArray<string> = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]

/** The brands' test hosts (*.member.test) name this machine, so one server answers as every brand. */
export const MEMBER_TEST_HOSTS_ARG = "--host-resolver-rules=MAP *.member.test 127.0.0.1"

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The Chromium to start: CHROMIUM_PATH, then Debian's; null when neither is there. */
export const findChromium = (env: NodeJS.ProcessEnv = process.env): string | null => {
  const chosen = env["CHROMIUM_PATH"]
  if (chosen !== undefined && chosen !== "") return isExecutable(chosen) ? chosen : null
  return isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null
}

/** The path to launch; the one line saying how to get a browser when there is none. */
export const chromiumPath = (): string => {
  const found = findChromium()
  if (found !== null) return found
  throw new Error(missingChromiumLine())
}

export const missingChromiumLine = (env: NodeJS.ProcessEnv = process.env): string => {
  const chosen = env["CHROMIUM_PATH"]
  return chosen !== undefined && chosen !== ""
    ? `No Chromium at CHROMIUM_PATH=${chosen}: point it at a Chromium binary, or unset it to use ${DEBIAN_CHROMIUM}.`
    : `No Chromium at ${DEBIAN_CHROMIUM}: install it with \`sudo apt-get install -y chromium\`, or set CHROMIUM_PATH.`
}
