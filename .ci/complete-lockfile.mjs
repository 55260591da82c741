// Adds lock entries for other platforms' optional packages (rollup, unrs, msgpackr builds for
// macOS, Windows, Android ...) that this workplace's registry does not serve: `npm install` here
// leaves them out, and `npm ci` then calls the lock out of sync. Each entry names its os/cpu/libc,
// so npm skips it on every other machine exactly as it would with the registry's own manifest.
// Run after `npm install` changes package-lock.json: `node .ci/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs"

const path = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(path, "utf8"))
const packages = lock.packages
const OS = ["darwin", "linux", "win32", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"]
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "mips64el"]

let added = 0
for (const [where, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`
    const nested = where === "" ? hoisted : `${where}/node_modules/${name}`
    if (hoisted in packages || nested in packages) continue
    const parts = name.split(/[-/]/)
    const stub = { version, optional: true }
    if (parts.includes("wasm32")) stub.cpu = ["wasm32"]
    else {
      const os = OS.find((o) => parts.includes(o))
      const cpu = CPU.find((c) => parts.includes(c))
      if (os !== undefined) stub.os = [os]
      if (cpu !== undefined) stub.cpu = [cpu]
      if (parts.includes("musl") || parts.includes("musleabihf")) stub.libc = ["musl"]
      else if (parts.includes("gnu") || parts.includes("gnueabihf")) stub.libc = ["glibc"]
    }
    packages[hoisted] = stub
    added += 1
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: ${added} entries added`)
