import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// The dependency rule of docs/architecture.md, enforced:
// routes -> features -> components -> zodiac, lib; server -> features' *.server.ts, zodiac, lib, db; db -> drizzle only.
const dependencyZones = [
  { target: "./app/components", from: ["./app/features", "./app/routes"], message: "components must not know features or routes" },
  { target: "./app/lib", from: ["./app/features", "./app/routes", "./app/components", "./app/zodiac"], message: "lib is the bottom layer" },
  {
    target: "./app/zodiac",
    from: ["./app/features", "./app/routes", "./app/components", "./server", "./db"],
    message: "the zodiac is the ground floor: it may use lib, nothing above it",
  },
  { target: "./app/features", from: "./app/routes", message: "features never import routes" },
  { target: "./server", from: "./app/routes", message: "the server reaches routes only through the React Router build" },
  { target: "./server", from: "./app/components", message: "the server renders no JSX" },
  { target: "./db", from: ["./app", "./server"], message: "db depends on drizzle only" },
  // Every folder under app/features is a feature, so a new one is fenced in the day it appears.
  ...readdirSync("./app/features", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .map((feature) => ({
      target: `./app/features/${feature}`,
      from: "./app/features",
      except: [`./${feature}`],
      message: "a feature never imports another feature: compose them in a route or a job",
    })),
];

// A module imports beside itself (./x) or names its room from the package root (#app/…, #db/…,
// #server/…, #tests/…, #scripts/…: package.json "imports"), so moving a folder never rewrites the
// paths inside it, and a reader sees at once which room an import comes from.
const ROOM_IMPORTS = { regex: "^(\\.\\./|~/)", message: "import beside you with ./, or name the room: #app/…, #db/…, #server/…, #tests/…" };

export default tseslint.config(
  { ignores: ["build/", "build", "builds/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: dependencyZones }],
      "import-x/no-cycle": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [ROOM_IMPORTS],
          // The library's ΔT is replaced by the measured one there ([sky.delta-t]).
          paths: [{ name: "astronomy-engine", message: "import astronomy-engine from #app/lib/astronomy.server.ts" }],
        },
      ],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name=/^(test|it|describe)$/][callee.property.name='only']", message: "no focused tests" },
      ],
    },
  },
  {
    // Only the features' *.server.ts services touch tables: routes, components, the zodiac and every
    // other module of app/ ask a service. A type from db/ is not data access, so type imports pass.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/features/**/*.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "only a feature's *.server.ts service may query the database" },
            { regex: "^#db/", allowTypeImports: true, message: "only a feature's *.server.ts service may use db/; ask its service" },
          ],
        },
      ],
    },
  },
  {
    // Browser code must never pull in server-only modules (the React Router build also refuses).
    // A type import is erased before bundling, so a component may name the shape a loader returns.
    files: ["app/features/**/*.tsx", "app/components/**/*.tsx", "app/lib/**/*.tsx", "app/entry.client.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [ROOM_IMPORTS, { group: ["**/*.server", "**/*.server.ts"], allowTypeImports: true, message: "server-only module" }],
          paths: [{ name: "astronomy-engine", message: "import astronomy-engine from #app/lib/astronomy.server.ts" }],
        },
      ],
    },
  },
  {
    // The modules that import the library itself: the one that sets its ΔT, the outer planets'
    // fuller series, which only astronomy.server.ts re-exports, and their test, which compares the two.
    files: ["app/lib/astronomy.server.ts", "app/lib/outer-planets.server.ts", "app/lib/outer-planets.server.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
