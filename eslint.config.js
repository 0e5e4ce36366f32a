import fs from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import zones (docs/architecture.md, "Layers"): arrows point down and features never import each
 * other. Each layer names what of ours it may import; everything else of ours is forbidden.
 */
const webLayers = {
  config: [],
  lib: ["config"],
  content: ["config", "lib"],
  components: ["config", "lib", "content"],
  testing: ["config", "lib", "content", "components"],
  features: ["config", "lib", "content", "components"],
};
const webFolders = ["app", ...Object.keys(webLayers)];

/**
 * Test files may also use the test harness (testing/), read app/pre-paint-script.ts (the inline
 * script they check their layer against) and, in lib/, the messages of the chrome they drive.
 */
function webZones({ tests }) {
  const allowedInTests = { features: ["testing"], lib: ["components"] };
  const zones = Object.entries(webLayers).flatMap(([layer, allowed]) => {
    const mayImport = [...allowed, ...(tests ? (allowedInTests[layer] ?? []) : [])];
    const readsPrePaintScript = tests && layer !== "testing";
    const forbidden = webFolders.filter(
      (folder) =>
        folder !== layer &&
        !mayImport.includes(folder) &&
        !(readsPrePaintScript && folder === "app"),
    );
    const message = `web/src/${layer} may import only ${allowed.join(", ") || "nothing of ours"}.`;
    return [
      { target: `./web/src/${layer}`, from: forbidden.map((f) => `./web/src/${f}`), message },
      ...(readsPrePaintScript
        ? [
            {
              target: `./web/src/${layer}`,
              from: "./web/src/app",
              except: ["./pre-paint-script.ts"],
              message,
            },
          ]
        : []),
    ];
  });
  const features = fs
    .readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./web/src/features/${name}`,
      from: "./web/src/features",
      except: [`./${name}`],
      message:
        "Features do not import each other: share through components/ or lib/, compose in app/.",
    }));
  return [...zones.filter((zone) => zone.from.length > 0), ...features];
}

/**
 * Server production code. main.ts, serve.ts, boot.ts, app.ts and bench/ sit on top and may import
 * any module; only the entry chain imports them. Tests and testing/ harnesses are not zoned.
 */
const serverLayers = {
  lib: [],
  db: ["lib"],
  "config.ts": ["lib"],
  messaging: ["lib", "db"],
  http: ["lib", "db", "config.ts"],
  auth: ["lib", "db", "config.ts", "http", "messaging"],
  rest: ["lib", "db", "config.ts", "http"],
  storage: ["lib", "db", "config.ts", "http"],
  realtime: ["lib", "db", "http"],
  platform: ["lib", "db", "config.ts"],
  payments: ["lib", "db", "config.ts", "http", "messaging"],
  jobs: ["lib", "db", "config.ts", "messaging", "payments"],
  functions: ["lib", "db", "config.ts", "http", "payments", "jobs"],
  admin: ["lib", "db", "config.ts", "http", "platform"],
  demo: ["lib", "db", "config.ts", "platform"],
  scripts: ["lib", "db", "config.ts", "platform"],
};
const serverModules = [
  ...Object.keys(serverLayers),
  ...["main.ts", "serve.ts", "boot.ts", "app.ts", "bench", "testing"],
];
const serverZones = [
  ...Object.entries(serverLayers).map(([layer, allowed]) => ({
    target: `./server/src/${layer}`,
    from: serverModules
      .filter((module) => module !== layer && !allowed.includes(module))
      .map((module) => `./server/src/${module}`),
    message: `server/src/${layer} may import only ${allowed.join(", ") || "nothing of ours"}.`,
  })),
];
const testFiles = ["**/*.test.{ts,tsx}", "**/testing/**", "server/src/auth/auth-test-helpers.ts"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/playwright-report/**",
      ".data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Without these, import-x parses no .ts/.tsx file when following imports, and no-cycle
      // sees no cycle in them.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      // Resolves the web's "@/" alias and extensionless paths, so zones and cycles see web imports.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          alias: { "@": [fileURLToPath(new URL("./web/src", import.meta.url))] },
        }),
      ],
    },
    rules: {
      // Type-only imports are not followed by this rule; docs/architecture.md says how those are kept acyclic.
      "import-x/no-cycle": [
        "error",
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...webZones({ tests: false }), ...serverZones] },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: webZones({ tests: true }) }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Services and repositories never see HTTP; repositories decide nothing.
    files: ["server/src/**/services/**/*.ts", "server/src/**/repositories/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["hono", "hono/*"], message: "Only routes and http/ know about Hono." },
          ],
        },
      ],
    },
  },
);
