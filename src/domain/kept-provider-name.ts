import type { ProviderPage } from "./game"
import { keptProviderGamesFor } from "./kept-provider-games"
import { keptProviders, type ShellSnapshot } from "./shell-snapshot"

// On its own, not in shell-snapshot.ts: only the provider's games screen and its frame's fill read
// it, so it stays out of the code every page loads first (#30).

/**
 * A provider's name as the snapshot kept it (with its games, else in the lobby's tab), null when it
 * kept none: a provider's games screen's heading before the list answers.
 */
export const keptProviderName = (snapshot: ShellSnapshot | null, page: ProviderPage): string | null =>
  keptProviderGamesFor(snapshot?.providerGames, page)?.name ??
  keptProviders(snapshot, page.category).find((provider) => provider.code === page.provider)?.name ??
  null
