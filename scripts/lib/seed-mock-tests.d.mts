import type PocketBase from "pocketbase";
export const DEMO_MOCK_TEST: string;
export function seedMockTests(pb: PocketBase): Promise<number>;
