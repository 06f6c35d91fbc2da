// What loads with the site footer (a deferred part: as it nears the viewport or at the visitor's
// first touch or keypress, never with the first screen's JavaScript): the footer itself, and the
// app shell's one hook into quiz attempts kept on this device (device-sync.ts), which costs the
// home page nothing here.
import { syncDeviceAttemptsLater } from "./device-sync";

export { SiteFooter } from "@/features/site/components/site-footer";

syncDeviceAttemptsLater();
