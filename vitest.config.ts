import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { thaiPostcodes } from "./vite-plugins/thai-postcodes"

export default defineConfig({
  plugins: [react(), thaiPostcodes()],
  test: {
    include: ["test/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "threads",
    restoreMocks: true
  }
})
