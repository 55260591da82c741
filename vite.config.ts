import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// The supported floor (spec §2, COMPAT-12): effect needs BigInt, so Safari 14 is the oldest engine
// the bundle targets; older browsers are caught by public/browser-check.js before the bundle loads.
export const BUILD_TARGET = ["chrome79", "edge79", "firefox80", "safari14", "ios14"]

export default defineConfig({
  plugins: [react()],
  build: {
    target: BUILD_TARGET,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Libraries live in their own chunks so that a change to one screen keeps their cache.
        manualChunks(id) {
          if (!id.includes("node_modules")) return undefined
          if (/node_modules\/(react|react-dom|scheduler|use-sync-external-store)\//.test(id)) return "vendor-react"
          if (/node_modules\/(react-router|react-router-dom)\//.test(id)) return "vendor-router"
          if (/node_modules\/(effect|@effect)\//.test(id)) return "vendor-effect"
          return undefined
        }
      }
    }
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" }
})
