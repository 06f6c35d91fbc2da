// The app's Vite config plus the test projects (tests/support/vitest-projects.ts).
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vite.config";
import { test } from "./tests/support/vitest-projects";

export default defineConfig((env) => mergeConfig(base(env), defineConfig({ test })));
