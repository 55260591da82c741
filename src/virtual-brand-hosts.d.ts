// The brand registry's hosts, made at build time by vite-plugins/brand-hosts.ts: [clientId, hosts].
declare module "virtual:brand-hosts" {
  export const brandHosts: ReadonlyArray<readonly [string, ReadonlyArray<string>]>
}
