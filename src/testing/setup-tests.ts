import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default. Two test workers on a shared 2-core machine made
// a DOCX conversion in a component test take longer than that; the wait ends as soon as the
// element is there, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
