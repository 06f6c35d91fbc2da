// Punjabi catalog parts compiled by the "lingui-catalogs" plugin in vite.config.ts.
declare module "*.json?lingui&part=home" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}
declare module "*.json?lingui&part=rest" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}
