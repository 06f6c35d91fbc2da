// Where the run's signed-in staff session is saved (beside the run's temporary data dir, not in
// test-results/, which Playwright clears at the start of every run).
export const STAFF_STATE = `${process.env.E2E_DATA_DIR ?? "/tmp/pb-e2e-unknown"}.staff.json`;
