import { lazy, Suspense, useState } from "react"
import { css } from "../../../styled-system/css"
import { selectUserRecord } from "../../events/account/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { AccountLinks } from "../../ui/account/account-links"
import { ProfileDetails, ProfileDetailsSkeleton } from "../../ui/account/profile-details"
import { accountTexts } from "../../ui/account/texts"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"

const LevelsDialog = lazy(() => import("./levels-dialog-host"))

const columns = css({
  display: "grid",
  gap: "4",
  alignItems: "start",
  lg: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" }
})

const refreshUserRecord: PickCommand<void> = (commands) => commands.refreshUserRecord

/**
 * /auth/settings (#14, a route added to the spec's table): the player's own record as the server
 * has it now (API-17 refreshes the stored one, AMB-29), their level, and the way to the password
 * and the delivery address. The stored record shows at once; the fresh one replaces it.
 */
const SettingsScreen = () => {
  usePageTitle(accountTexts.pageName)
  const run = useCommand()
  useScreenCommand(refreshUserRecord)
  const user = useAppSelector(selectCurrentUser)
  const record = useAppSelector(selectUserRecord)
  const [showLevels, setShowLevels] = useState(false)
  return (
    <PageSection title={accountTexts.pageName}>
      {record._tag === "Failed" ? (
        <LoadFailedNotice
          message={accountTexts.recordFailed}
          detail={record.message}
          onRetry={() => void run(refreshUserRecord)}
        />
      ) : null}
      <div className={columns}>
        {user === null ? (
          <ProfileDetailsSkeleton />
        ) : (
          <ProfileDetails user={user} onShowLevels={() => setShowLevels(true)} />
        )}
        <AccountLinks changePassword={paths.auth.changePassword} manageAddress={paths.auth.manageAddress} />
      </div>
      {showLevels ? (
        <Suspense fallback={null}>
          <LevelsDialog open currentLevel={user?.level ?? null} onClose={() => setShowLevels(false)} />
        </Suspense>
      ) : null}
    </PageSection>
  )
}

export default SettingsScreen
