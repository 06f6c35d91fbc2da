// A second build of the same site for e2e/offline.spec.ts ("a new deployment"): identical except
// that its entry marks the page (<html data-build="v2">) and its route modules change, so their
// hashed file names change as in a real deployment and the test can tell which build a page runs.
import { defineConfig, mergeConfig, type Plugin } from "vite";
import base from "../../vite.config";

const markBuild: Plugin = {
  name: "e2e-mark-build-v2",
  transform(code, id) {
    if (id.endsWith("/src/main.tsx"))
      return { code: `${code}\ndocument.documentElement.dataset.build = "v2";\n`, map: null };
    // The route modules change too, as in a deployment that changed the pages: a chunk whose
    // content is the same keeps its name from one build to the next (and stays loadable).
    if (/\/src\/app\/routes\/[a-z-]+\.tsx$/.test(id))
      return { code: `${code}\nglobalThis.__siteBuild = "v2";\n`, map: null };
    return null;
  },
};

export default defineConfig((env) => mergeConfig(base(env), { plugins: [markBuild] }));
