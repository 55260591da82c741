import { brandHosts } from "virtual:brand-hosts"

// The page's brand id for the field data (#30), by domain/brands.ts's rule (chooseBrand: the
// brand naming the hostname, else the configured default, else the first), over the registry's
// build-time copy (vite-plugins/brand-hosts.ts). test/unit/vitals/vitals-brand.test.ts holds the
// two to the same answers.

export const brandIdOf = (
  hostname: string,
  defaultClientId: string | undefined,
  table: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = brandHosts
): string => {
  const host = hostname.toLowerCase()
  const byHost = table.find(([, hosts]) => hosts.includes(host))
  const byDefault = table.find(([clientId]) => clientId === defaultClientId)
  return (byHost ?? byDefault ?? table[0])?.[0] ?? ""
}
