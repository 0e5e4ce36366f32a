import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import zones from STYLE.md: arrows point down, features never import each other. */
const webZones = [
  // Shared folders import no feature and not the composition root.
  ...["components", "lib", "config", "content"].map((folder) => ({
    target: `./web/src/${folder}`,
    from: ["./web/src/features", "./web/src/app"],
    message: "Shared folders must not depend on features or the app.",
  })),
  {
    target: "./web/src/features",
    from: "./web/src/app",
    message: "Features must not import the app.",
  },
];
const serverZones = [
  {
    target: "./server/src/auth",
    from: "./server/src/rest",
    message: "auth and rest meet only through lib/, http/ and db/.",
  },
  {
    target: "./server/src/rest",
    from: "./server/src/auth",
    message: "auth and rest meet only through lib/, http/ and db/.",
  },
  {
    target: "./server/src/db",
    from: ["./server/src/auth", "./server/src/rest", "./server/src/http"],
    message: "db is the bottom layer.",
  },
  {
    target: "./server/src/lib",
    from: ["./server/src/auth", "./server/src/rest", "./server/src/http", "./server/src/db"],
    message: "lib depends on nothing of ours.",
  },
];

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
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...webZones, ...serverZones] }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
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
