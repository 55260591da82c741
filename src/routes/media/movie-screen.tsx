import { css } from "../../../styled-system/css"
import type { ConfigurationMap } from "../../domain/configuration"
import { moviesOf } from "../../domain/media"
import { useCommand } from "../../runtime/react/app-context"
import { MovieList } from "../../ui/media/movie-list"
import { mediaTexts } from "../../ui/media/texts"
import { PageSection } from "../../ui/page-section"
import { usePageTitle } from "../use-page-title"
import { reloadConfiguration, useMediaEntries } from "./use-media-entries"

const t = mediaTexts.movie
const intro = css({ color: "muted", fontSize: "md" })

const loaded = (map: ConfigurationMap) => ({ _tag: "Loaded" as const, movies: moviesOf(map) })

/** /auth/media/movie (ROUTE-19, OPEN-64): the clips of the configuration's `media.movie.*` entries. */
const MovieScreen = () => {
  usePageTitle(t.pageName)
  const run = useCommand()
  const view = useMediaEntries(loaded)
  return (
    <PageSection title={t.pageName}>
      <p className={intro}>{t.intro}</p>
      <MovieList view={view} onRetry={() => void run(reloadConfiguration)} />
    </PageSection>
  )
}

export default MovieScreen
