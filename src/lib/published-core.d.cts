export const LIVE_FILTER: string;
