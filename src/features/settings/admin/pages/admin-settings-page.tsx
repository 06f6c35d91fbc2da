import { useCallback, useMemo, useRef, useState, type ComponentType } from "react";
import { useSWRConfig } from "swr";
import { AdminSectionHeader } from "@/components/admin/admin-page-header";
import { useUnsavedChangesWarning } from "@/components/form/use-unsaved-changes";
import { Spinner } from "@/components/spinner";
import { Alert, LoadError } from "@/components/ui/alert";
import { useRevalidate } from "@/lib/swr";
import type { Settings } from "@/types/pocketbase";
import { adminSettingsKey, useAdminSettings } from "../api/get-admin-settings";
import { saveSettings, type SettingsBody } from "../api/save-settings";
import { SectionContext, type SettingsSectionContext } from "../section-context";
import { AboutSection } from "../sections/about-section";
import { BrochureSection } from "../sections/brochure-section";
import { CategoriesSection } from "../sections/categories-section";
import { DigestSection } from "../sections/digest-section";
import { InstituteSection } from "../sections/institute-section";
import { LinksSection } from "../sections/links-section";
import { ResultsSection } from "../sections/results-section";
import { SlidesSection } from "../sections/slides-section";
import { StatsSection } from "../sections/stats-section";
import { TestimonialsSection } from "../sections/testimonials-section";

/**
 * The page's sections, top to bottom. Each saves on its own; a new one is one more entry here: a
 * component that calls useSectionForm() and renders a SectionCard.
 */
export const SETTINGS_SECTIONS: readonly ComponentType[] = [
  InstituteSection,
  SlidesSection,
  StatsSection,
  CategoriesSection,
  TestimonialsSection,
  ResultsSection,
  AboutSection,
  LinksSection,
  BrochureSection,
  DigestSection,
];

export function AdminSettingsPage() {
  const { data, error, isLoading, mutate } = useAdminSettings();
  return (
    <div className="mx-auto max-w-4xl">
      <AdminSectionHeader
        title="Settings"
        intro="What the website says about the institute. Each part saves on its own."
      />
      {isLoading && !data ? (
        <Spinner label="Loading settings…" />
      ) : error ? (
        <LoadError error={error} fallback="Could not load the settings." onRetry={() => void mutate()} />
      ) : !data ? (
        <Alert tone="info" title="No settings yet">
          <p>
            The website has no settings record yet. Start the site once with the demo content, or ask the
            site&apos;s administrator to create it.
          </p>
        </Alert>
      ) : (
        <SettingsSections record={data} />
      )}
    </div>
  );
}

function SettingsSections({ record }: { record: Settings }) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  // The version this page's edits are based on: the loaded record's, then each of our own saves'.
  // A refetch that brings someone else's save does not move it, so our next save is refused (409)
  // instead of overwriting theirs.
  const version = useRef(record.updated);
  const [generation, setGeneration] = useState(0);
  const [dirty, setDirtyMap] = useState<Record<string, boolean>>({});

  const setDirty = useCallback((section: string, value: boolean) => {
    setDirtyMap((d) => (Boolean(d[section]) === value ? d : { ...d, [section]: value }));
  }, []);

  const save = useCallback(
    async (body: SettingsBody) => {
      const saved = await saveSettings(record.id, version.current, body);
      version.current = saved.updated;
      await mutate(adminSettingsKey, saved, { revalidate: false });
      // The public pages' copy (header, titles, home) follows at once.
      void revalidate("settings");
      return saved;
    },
    [record.id, mutate, revalidate],
  );

  const reload = useCallback(() => {
    void mutate(adminSettingsKey).then((fresh) => {
      const rec = fresh as Settings | null | undefined;
      if (rec) version.current = rec.updated;
      setDirtyMap({});
      setGeneration((g) => g + 1);
    });
  }, [mutate]);

  const ctx = useMemo<SettingsSectionContext>(
    () => ({ record, save, setDirty, reload }),
    [record, save, setDirty, reload],
  );
  const anyDirty = Object.values(dirty).some(Boolean);
  const leaveDialog = useUnsavedChangesWarning(anyDirty);

  return (
    <SectionContext.Provider value={ctx}>
      <div key={generation} className="space-y-6">
        {SETTINGS_SECTIONS.map((Section, i) => (
          <Section key={i} />
        ))}
      </div>
      {leaveDialog}
    </SectionContext.Provider>
  );
}
