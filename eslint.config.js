// @ts-check
import importPlugin from "eslint-plugin-import"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"
import { importZones } from "./lint/import-zones.js"

export default tseslint.config(
  { ignores: ["dist/**", "styled-system/**", "node_modules/**", "public/**", "server/stand-in/**", "test-results/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { import: importPlugin, "react-hooks": reactHooks },
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-restricted-paths": ["error", { zones: importZones }],
      "import/no-cycle": ["error", { maxDepth: 12 }],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@effect/schema", message: "Schema lives in 'effect' (design card)." }] }
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Server text must never become HTML."
        }
      ]
    }
  },
  {
    // Playwright's fixtures are functions named `use`, not React hooks.
    files: ["test/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" }
  },
  {
    // Only services talk to the network (DESIGN-02).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/services/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Network calls belong in src/services." },
        { name: "XMLHttpRequest", message: "Network calls belong in src/services." },
        { name: "WebSocket", message: "Network calls belong in src/services." }
      ]
    }
  },
  {
    files: ["src/services/**/*.{ts,tsx}", "src/domain/**/*.{ts,tsx}", "src/events/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@effect/schema", message: "Schema lives in 'effect' (design card)." }],
          patterns: [{ group: ["react", "react-dom", "react-router*"], message: "No React below the runtime." }]
        }
      ]
    }
  },
  {
    // The domain is rules and schemas: effect, and nothing else from outside.
    files: ["src/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@effect/schema", message: "Schema lives in 'effect' (design card)." }],
          patterns: [
            {
              group: ["react", "react-*", "react-router*", "@effect/*", "socket.io-client", "sonner", "qrcode.react"],
              message: "src/domain imports effect only (see docs/architecture.md: layers)."
            }
          ]
        }
      ]
    }
  },
  {
    // Screens read a write's status (isWriteBusy, pressStateOf); its reducer cases are the slices'.
    files: ["src/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@effect/schema", message: "Schema lives in 'effect' (design card)." }],
          patterns: [
            {
              group: ["**/events/once-only-write"],
              importNames: ["writeCases", "settle", "wholeSlice", "sliceField"],
              message: "A write's reducer cases belong to its slice (src/events/<area>/slice.ts)."
            }
          ]
        }
      ]
    }
  },
  {
    files: ["src/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react-router*", "effect", "@effect/*", "socket.io-client"],
              message: "src/ui is presentational: props in, callbacks out."
            }
          ]
        }
      ]
    }
  }
)
