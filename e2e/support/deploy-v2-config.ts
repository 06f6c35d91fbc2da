// A second build of the same site for e2e/offline.spec.ts ("a new deployment"): identical except
// that its entry marks the page (<html data-build="v2">), so every hashed file name changes as
// in a real deployment and the test can tell which build a page runs.
import { mergeConfig, type Plugin } from "vite";
import base from "../../vite.config";

const markBuild: Plugin = {
  name: "e2e-mark-build-v2",
  transform(code, id) {
    if (!id.endsWith("/src/main.tsx")) return null;
    return { code: `${code}\ndocument.documentElement.dataset.build = "v2";\n`, map: null };
  },
};

export default mergeConfig(base, { plugins: [markBuild] });
