// @ts-check
import importPlugin from "eslint-plugin-import"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

/** The layer rule of ../shared/architecture.md: `target` may not import from `from`. */
const layers = [
  {
    target: "./src/domain",
    from: ["./src/events", "./src/services", "./src/runtime", "./src/ui", "./src/routes", "./server"]
  },
  { target: "./src/events", from: ["./src/services", "./src/runtime", "./src/ui", "./src/routes", "./server"] },
  { target: "./src/services", from: ["./src/events", "./src/runtime", "./src/ui", "./src/routes", "./server"] },
  { target: "./src/runtime", from: ["./src/ui", "./src/routes", "./server"] },
  { target: "./src/ui", from: ["./src/events", "./src/services", "./src/runtime", "./src/routes", "./server"] },
  {
    target: "./src/routes",
    from: ["./src/services", "./server", "./src/runtime"],
    // Only the React bridge: a screen that imported a command would pull effect into the first load.
    except: ["./react"]
  },
  {
    target: "./server",
    from: ["./src/events", "./src/runtime", "./src/ui", "./src/routes", "./src/services"],
    except: ["./contract.ts"]
  }
].flatMap(({ target, from, except }) =>
  from.map((f) => ({
    target,
    from: f,
    ...(except !== undefined && (f === "./src/runtime" || f === "./src/services") ? { except } : {}),
    message: `${target} may not import from ${f} (see ../shared/architecture.md)`
  }))
)

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
      "import/no-restricted-paths": ["error", { zones: layers }],
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
