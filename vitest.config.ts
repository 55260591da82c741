import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["test/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "threads",
    restoreMocks: true
  }
})
