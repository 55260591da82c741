import { useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { selectAffiliateCode, selectAffiliateDownline, selectAffiliateLog } from "../../events/affiliate/selectors"
import { selectServerMoneyMoves } from "../../events/player/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { copyText } from "../../ui/browser-files"
import { DownlineList, type DownlineView } from "../../ui/affiliate/downline-list"
import { ShareCard, type ShareView } from "../../ui/affiliate/share-card"
import { affiliateTexts } from "../../ui/affiliate/texts"
import { WithdrawalLog, type WithdrawalLogView } from "../../ui/affiliate/withdrawal-log"
import { PageSection } from "../../ui/page-section"
import { notify } from "../notify"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { BonusBlock } from "./bonus-block"
import { IncomeBlock } from "./income-block"
import { remoteView } from "../remote-view"

const loadScreen: PickCommand<void> = (commands) => commands.loadAffiliateScreen
const reloadMoney: PickCommand<void> = (commands) => commands.reloadAffiliateMoney

// A phone reads the blocks one under another; a desktop puts them side by side in pairs.
const grid = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateAreas: '"share" "income" "bonus" "downline" "history"',
  lg: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gridTemplateAreas: '"share income" "bonus downline" "bonus history"',
    // The bonus spans the last two rows; the history sits right under the downline.
    gridTemplateRows: "auto auto 1fr",
    alignItems: "start"
  }
})

/** The server moved money (a withdrawal from another tab ...): the income and history are read again. */
const useReloadOnServerMoves = () => {
  const moves = useAppSelector(selectServerMoneyMoves)
  const [atEntry] = useState(moves)
  useScreenCommand(useMemo(() => (moves === atEntry ? null : reloadMoney), [moves, atEntry]))
}

const Share = () => {
  const run = useCommand()
  const code = useAppSelector(selectAffiliateCode)
  const [byHand, setByHand] = useState(false)
  const view: ShareView = remoteView(code, (data) => ({
    _tag: "Loaded",
    code: data.code,
    link: `${window.location.origin}${paths.affiliateInvite(data.code)}`
  }))
  return (
    <ShareCard
      view={view}
      copyByHand={byHand}
      onCopy={async (link) => {
        const copied = await copyText(link)
        // LINE's in-app browser may refuse both ways: the link is then selected to copy by a long press.
        setByHand(!copied)
        if (copied) notify.success(affiliateTexts.share.copied)
        return copied
      }}
      onRetry={() => void run(loadScreen)}
    />
  )
}

const Downline = () => {
  const run = useCommand()
  const downline = useAppSelector(selectAffiliateDownline)
  const view: DownlineView = remoteView(downline, (data) => ({ _tag: "Loaded", downline: data }))
  return <DownlineList view={view} onRetry={() => void run(loadScreen)} />
}

const History = () => {
  const run = useCommand()
  const log = useAppSelector(selectAffiliateLog)
  const view: WithdrawalLogView = remoteView(log, (data) => ({ _tag: "Loaded", entries: data }))
  return <WithdrawalLog view={view} onRetry={() => void run(reloadMoney)} />
}

/** /auth/affiliate (ROUTE-08, #12, OPEN-05): share, income and its withdrawal, bonus of a range, downline, history. */
const AffiliateScreen = () => {
  usePageTitle(affiliateTexts.pageName)
  useScreenCommand(loadScreen)
  useReloadOnServerMoves()
  return (
    <PageSection title={affiliateTexts.pageName}>
      <div className={grid}>
        <Share />
        <IncomeBlock />
        <BonusBlock />
        <Downline />
        <History />
      </div>
    </PageSection>
  )
}

export default AffiliateScreen
